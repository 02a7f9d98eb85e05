import { useSite } from '@trophy-room/site-theme';
import { HomeHero } from './home-hero';

export default function HomePage() {
  const site = useSite();
  return (
    <>
      <title>{site.name}</title>
      <HomeHero />
    </>
  );
}
