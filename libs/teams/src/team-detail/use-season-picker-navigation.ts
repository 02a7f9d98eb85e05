// Spec §2: the shell's season picker, on /teams/{slug}/{year}, navigates to /teams/{slug}/{chosen year}.
import { paths } from '@trophy-room/routes';
import { useSeason } from '@trophy-room/season-context';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export function useSeasonPickerNavigation(slug: string, year: number | null) {
  const { season } = useSeason();
  const navigate = useNavigate();
  // Only a choice made on this page moves it (the stored season the page opened with does not).
  const seen = useRef(season);
  useEffect(() => {
    if (seen.current === season) return;
    seen.current = season;
    if (year !== null && season !== year) navigate(paths.team(slug, season));
  }, [season, slug, year, navigate]);
}
