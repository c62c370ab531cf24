import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sparklinePoints, sparklineSummary } from './sparkline-geometry';
import { Sparkline } from './sparkline';

describe('the sparkline', () => {
  it('is one image named by a summary of its numbers', () => {
    render(<Sparkline values={[3, 0, 1200, 41]} label="Views per day" />);
    const image = screen.getByRole('img', { name: 'Views per day, 4 days: 1,244 in all, lowest 0, highest 1,200, last 41' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('viewBox', '0 0 120 32');
  });

  it('takes a shorter name where its summary would say too much', () => {
    render(<Sparkline values={[3, 0, 1200, 41]} label="Views per day" summary="1,244 views in 4 days" />);
    expect(screen.getByRole('img', { name: '1,244 views in 4 days' })).toBeInTheDocument();
  });

  it('draws its line from the left edge to the right, the highest value at the top', () => {
    const { container } = render(<Sparkline values={[0, 5, 10]} label="Likes" width={100} height={20} />);
    expect(container.querySelector('.sparkline__line')).toHaveAttribute('d', 'M3 17 L50 10 L97 3');
    expect(container.querySelector('.sparkline__dot')).toHaveAttribute('cx', '97');
    expect(container.querySelector('.sparkline__area')).toHaveAttribute('d', 'M3 17 L50 10 L97 3 L97 20 L3 20 Z');
  });

  it('lies level at the bottom when every value is zero, across the middle when they are equal', () => {
    expect(sparklinePoints([0, 0], 100, 20)).toEqual([
      [3, 17],
      [97, 17],
    ]);
    expect(sparklinePoints([4, 4], 100, 20).map(([, y]) => y)).toEqual([10, 10]);
    expect(sparklinePoints([7], 100, 20)).toEqual([[50, 10]]);
  });

  it('says when it has nothing to draw', () => {
    const { container } = render(<Sparkline values={[]} label="Shares per day" />);
    expect(screen.getByRole('img', { name: 'Shares per day: no data' })).toBeInTheDocument();
    expect(container.querySelector('path')).toBeNull();
    expect(sparklineSummary('Views', [9])).toBe('Views, 1 day: 9 in all, lowest 9, highest 9, last 9');
  });
});
