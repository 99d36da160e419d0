import { progressBarView } from '@offerkit/data';

const ICON = '<svg viewBox="0 0 16 16"><circle cx="8" cy="8" r="6"/></svg>';

describe('progressBarView flags (computed once for every consumer)', () => {
  it('hasLabels: a left or a right text in the layout in force', () => {
    expect(progressBarView({ total: 3, currentProgress: 1 }).hasLabels).toBe(false);
    expect(
      progressBarView({ total: 3, currentProgress: 1, labels: { default: { left: '1 of 3' } } }).hasLabels,
    ).toBe(true);
    expect(
      progressBarView({ total: 3, currentProgress: 1, labels: { default: { right: '2 to go' } } }).hasLabels,
    ).toBe(true);
    expect(
      progressBarView({ total: 3, currentProgress: 1, labels: { default: { left: ' ', right: '' } } })
        .hasLabels,
    ).toBe(false);
    expect(progressBarView({ total: 3, currentProgress: 1, label: 'Deprecated label' }).hasLabels).toBe(true);
    const detailsOnly = {
      total: 3,
      currentProgress: 1,
      labels: { default: {}, details: { left: 'Detail' } },
    };
    expect(progressBarView(detailsOnly, 'default').hasLabels).toBe(false);
    expect(progressBarView(detailsOnly, 'details').hasLabels).toBe(true);
  });

  it('hasSteps: a node with a title or a description', () => {
    const segmented = (labels?: { title?: string; description?: string }[]) =>
      progressBarView({
        total: 3,
        currentProgress: 1,
        segments: { default: { position: 'FULL_WIDTH', ...(labels && { labels }) } },
      });
    expect(segmented().hasSteps).toBe(false);
    expect(segmented([{ title: 'Sign up' }]).hasSteps).toBe(true);
    expect(segmented([{}, { description: 'Second visit' }]).hasSteps).toBe(true);
    expect(progressBarView({ total: 3, currentProgress: 1 }).hasSteps).toBe(false);
  });

  it('hasIcons: a node that draws an icon', () => {
    const bar = (icon?: string) =>
      progressBarView({
        total: 3,
        currentProgress: 1,
        segments: { default: { position: 'FULL_WIDTH', separator: 'LINE', ...(icon && { icon }) } },
      });
    expect(bar(ICON).hasIcons).toBe(true);
    expect(bar().hasIcons).toBe(false);
    expect(progressBarView({ total: 3, currentProgress: 1 }).hasIcons).toBe(false);
  });
});
