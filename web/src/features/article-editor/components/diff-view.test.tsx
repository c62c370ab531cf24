import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiffView } from './diff-view';

describe('DiffView', () => {
  it('shows the revision with deletions and the editor with insertions, side by side, in words as well as colour', () => {
    render(<DiffView label="Title" before="Council votes on the budget" after="Council approves the budget" beforeLabel="Version 2" afterLabel="In the editor" />);
    const field = screen.getByRole('region', { name: 'Title' });
    expect(within(field).getByRole('heading', { level: 3 })).toHaveTextContent('Title 1 word added, 2 removed');

    const [before, after] = within(field).getAllByRole('heading', { level: 4 }).map((heading) => heading.parentElement);
    expect(before).toHaveTextContent('Version 2');
    expect([...(before?.querySelectorAll('del') ?? [])].map((element) => element.textContent)).toEqual(['[removed: votes on]']);
    expect(before?.querySelector('ins')).toBeNull();

    expect(after).toHaveTextContent('In the editor');
    expect([...(after?.querySelectorAll('ins') ?? [])].map((element) => element.textContent)).toEqual(['[added: approves]']);
    expect(after?.querySelector('del')).toBeNull();
    expect(after).toHaveTextContent('Council [added: approves] the budget');
  });

  it('says when a field did not change', () => {
    render(<DiffView label="Excerpt" before="Same." after="Same." beforeLabel="Version 1" afterLabel="In the editor" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Excerpt no changes');
    expect(document.querySelector('ins, del')).toBeNull();
  });
});
