import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JoinPage } from './join-page';

describe('patient join page', () => {
  it('tells the patient the link is not valid and to ask their clinician for a new one', () => {
    render(<JoinPage token="abc123" />);
    expect(screen.getByRole('heading', { name: 'konsult — video consultation' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is not valid or has expired. Ask your clinician for a new link.',
    );
  });
});
