// The user rows the staff module works on: an employee is a user with a staff role, so staff
// sign-in, the team and the first admin read and write these accounts through this file.
export { findUserByEmail, findUserById, insertUser, type UserRow, updateUser } from './users.repository.js';
