// /head-to-head: Head To Head. The generator's sample page: replace it with the feature's first screen.
import { useSite } from '@trophy-room/site-theme';
import { PageHeader } from '@trophy-room/ui-kit';

export default function HeadToHeadPage() {
  const site = useSite();
  return (
    <div className="page-width flex flex-col gap-6 py-8">
      <PageHeader title="Head To Head" subtitle={`Head To Head on ${site.name}.`} />
    </div>
  );
}
