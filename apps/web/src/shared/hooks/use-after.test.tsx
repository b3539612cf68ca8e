import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useAfter } from './use-after';

function Staged({ seen }: { seen: boolean[] }) {
  const reached = useAfter(0);
  seen.push(reached);
  return <p>{reached ? 'the rest' : 'the first part'}</p>;
}

it('at 0 ms, renders the first part alone, and the rest in a task after it', async () => {
  const seen: boolean[] = [];
  render(<Staged seen={seen} />);
  // Rendered and its effects run, and still only the first part: the rest waits for a task.
  expect(screen.getByText('the first part')).toBeTruthy();
  await Promise.resolve();
  expect(screen.queryByText('the rest')).toBeNull();
  expect(await screen.findByText('the rest')).toBeTruthy();
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
});
