// /head-to-head?a=&b=: two teams of one sport across history. Without both, the picker alone.
import { headToHeadParams } from '@trophy-room/routes';
import { PageFrame, useUrlState } from '@trophy-room/ui-kit';
import { TeamPicker } from './picker/team-picker';
import { PairResult } from './result/pair-result';

export default function HeadToHeadPage() {
  const [{ a, b }] = useUrlState(headToHeadParams);
  return (
    <PageFrame
      title="Head-to-Head"
      intro="Any two teams of one sport: every time they met, and what it adds up to."
    >
      <TeamPicker />
      {a && b ? (
        <PairResult />
      ) : (
        <p className="text-slate-600">Choose two teams to see every game they played each other.</p>
      )}
    </PageFrame>
  );
}
