import { describe, expect, it } from 'vitest';
import { keptText, type Retention } from '../../client/features/info/retention-text';

describe('the terms page on retention', () => {
  it.each<[Retention, RegExp]>([
    [{ status: 'known', days: 30 }, /kept until 30 days after its recipient solves it\. Then we delete the photo, its smaller copies and the message/],
    [{ status: 'known', days: 1 }, /kept until 1 day after its recipient solves it/],
    [{ status: 'known', days: null }, /kept for as long as the gift exists/],
    [{ status: 'unknown' }, /depends on this service's settings, which could not be read just now/],
    [{ status: 'loading' }, /loading/],
  ])('%j', (retention, expected) => {
    expect(keptText(retention)).toMatch(expected);
  });

  it('says an unsolved gift keeps them only when there is a limit', () => {
    expect(keptText({ status: 'known', days: 7 })).toContain('A gift not yet solved keeps them until it is.');
    expect(keptText({ status: 'known', days: null })).not.toContain('not yet solved');
  });
});
