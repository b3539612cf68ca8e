import { z } from 'zod';
import { StatusResponse, User } from './auth.js';
import { IdParam, Language } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, NewPassword, optionalText, requiredText } from './fields.js';
import { Phone } from './phone.js';

/**
 * What a user may change about themselves. Strict: a field that is not listed (role, email,
 * id, verification state…) is refused with a field error instead of being silently ignored.
 */
export const UpdateProfileBody = z
  .strictObject({
    first_name: requiredText(60).optional(),
    last_name: optionalText(60),
    nickname: optionalText(40),
    phone: Phone.optional(),
    language: Language.optional(),
    /** On: order updates on WhatsApp at the order's phone; off: none, from now on. */
    whatsapp_opt_in: z.boolean(fieldError('invalid_value')).optional(),
    current_password: z.string(fieldError('invalid_value')).max(1024, 'invalid_value').optional(),
    new_password: NewPassword.optional(),
    new_password_confirmation: z.string(fieldError('passwords_mismatch')).optional(),
  })
  .refine((body) => body.new_password === undefined || body.new_password === body.new_password_confirmation, {
    message: 'passwords_mismatch',
    path: ['new_password_confirmation'],
  })
  .refine((body) => body.new_password === undefined || (body.current_password ?? '') !== '', {
    message: 'required',
    path: ['current_password'],
  });
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;
export type UpdateProfileRequest = z.output<typeof UpdateProfileBody>;

export const UserIdParam = IdParam;

export const Address = z
  .object({
    id: z.number().int(),
    country: z.string(),
    city: z.string(),
    street: z.string(),
    house: z.string(),
    apartment: z.string().nullable(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

/** Kyrgyzstan and Bishkek unless the shopper says otherwise (spec §3). */
export const CreateAddressBody = z.strictObject({
  country: requiredText(60).default('Kyrgyzstan'),
  city: requiredText(60).default('Bishkek'),
  street: requiredText(120),
  house: requiredText(20),
  apartment: optionalText(20),
});
export type CreateAddressBody = z.input<typeof CreateAddressBody>;
export type CreateAddressRequest = z.output<typeof CreateAddressBody>;

export const UpdateAddressBody = z.strictObject({
  country: requiredText(60).optional(),
  city: requiredText(60).optional(),
  street: requiredText(120).optional(),
  house: requiredText(20).optional(),
  apartment: optionalText(20),
});
export type UpdateAddressBody = z.input<typeof UpdateAddressBody>;
export type UpdateAddressRequest = z.output<typeof UpdateAddressBody>;

export const usersEndpoints = endpoints({
  'GET /users/me': { summary: 'My profile', response: User, errors: [401] },
  'PATCH /users/me': {
    summary: 'Change my profile or password',
    body: UpdateProfileBody,
    response: User,
    errors: [400, 401],
  },
  'GET /users/address/get': { summary: 'My address, or null', response: Address.nullable(), errors: [401] },
  'POST /users/address/create': {
    summary: 'Create my address',
    body: CreateAddressBody,
    response: Address,
    status: 201,
    errors: [400, 401, 409],
  },
  'PATCH /users/address/update': {
    summary: 'Change my address',
    body: UpdateAddressBody,
    response: Address,
    errors: [400, 401, 404],
  },
  'GET /users/:id': {
    summary: 'A user (only oneself)',
    params: UserIdParam,
    response: User,
    errors: [400, 401, 404],
  },
  'PATCH /users/:id': {
    summary: 'Change a user (only oneself)',
    params: UserIdParam,
    body: UpdateProfileBody,
    response: User,
    errors: [400, 401, 404],
  },
  'DELETE /users/:id': {
    summary: 'Close my account',
    params: UserIdParam,
    response: StatusResponse,
    errors: [400, 401, 404],
  },
});
