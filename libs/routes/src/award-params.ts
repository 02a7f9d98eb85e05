// The query parameters of the awards screens.
import { ALL } from './list-params';
import { searchText, text } from './search-params';

/** /awards: search (award name), league slug and the table's sort (none: by league, then name). */
export const awardsParams = {
  q: searchText(),
  league: text(ALL),
  sort: text(''),
};

/** /awards/{slug}: search (winner or team) and the sort of the winners table ("-year": newest first). */
export const awardParams = {
  q: searchText(),
  sort: text('-year'),
};
