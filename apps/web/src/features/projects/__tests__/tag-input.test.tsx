import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagInput } from '../components/tag-input';
import { renderWithMantine } from '@/testing/render';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput value={tags} onChange={setTags} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Taggar' });
/** types into the focused input (a change to an unfocused one counts as autofill) */
const type = (text: string, key: string) => {
  input().focus();
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key });
};

afterEach(cleanup);

describe('tag input (SPEC §5: tags are registered with Enter or Space)', () => {
  it('registers a tag on Enter and on Space, once each', () => {
    renderWithMantine(<Harness />);
    type('moms', 'Enter');
    expect(screen.getByTestId('tags').textContent).toBe('moms');
    type('bokslut', ' ');
    expect(screen.getByTestId('tags').textContent).toBe('moms|bokslut');
    expect(input()).toHaveProperty('value', '');
    // the same tag again, in other capitals, is not added twice
    type('MOMS', 'Enter');
    expect(screen.getByTestId('tags').textContent).toBe('moms|bokslut');
  });

  it('does not register while typing, nor an empty tag', () => {
    renderWithMantine(<Harness initial={['bank']} />);
    type('lag', 'e');
    expect(screen.getByTestId('tags').textContent).toBe('bank');
    expect(input()).toHaveProperty('value', 'lag');
    fireEvent.change(input(), { target: { value: '' } });
    type('', ' ');
    type('   ', 'Enter');
    expect(screen.getByTestId('tags').textContent).toBe('bank');
  });
});
