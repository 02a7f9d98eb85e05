import { SearchInput } from '@trophy-room/ui-kit';

/** The games screens' team search: city, name or abbreviation. */
export function TeamSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  return (
    <SearchInput label="Team" placeholder="City, name or abbreviation" value={value} onChange={onChange} />
  );
}
