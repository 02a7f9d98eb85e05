import { describe, expect, it } from 'vitest';
import { spreadspokeClaim } from './home-venues';

const opened = (v: string | null) => (v === 'nfl:venue-state-farm-stadium' ? 2006 : 1958);

describe('nfl: spreadspoke home venue claim', () => {
  it('says why a stadium not yet open that season is wrong (a later name for the stadium of that day)', () => {
    // spreadspoke writes State Farm Stadium (opened 2006) for the Cardinals' 2000-2005 home games at Sun Devil Stadium.
    expect(spreadspokeClaim('nfl:venue-state-farm-stadium', 2003, opened).note).toMatch(
      /opened in 2006, after this season/,
    );
    expect(spreadspokeClaim('nfl:venue-state-farm-stadium', 2006, opened).note).toBeUndefined();
    expect(spreadspokeClaim('nfl:venue-sun-devil-stadium', 2003, opened).note).toBeUndefined();
  });
});
