// Distinct, valid API URLs across the areas (searches, date windows, pages, seasons, teams), as a crawler finds them:
// every one a response-cache miss. Shared by the crawl and soak benchmarks.
const letters = 'abcdefghijklmnopqrstuvwxyz';
const sports = ['football', 'basketball', 'baseball', 'hockey'];

/** A generator of such URLs: each call returns the next one (a repeat only after thousands of calls). */
export function distinctApiUrls(start = 0): () => string {
  let n = start;
  return () => {
    const i = n++;
    const s = `${letters[i % 26]}${letters[Math.floor(i / 26) % 26]}`;
    const day = new Date(Date.UTC(1990, 0, 1) + (i % 12000) * 86400000).toISOString().slice(0, 10);
    const sport = sports[i % 4];
    switch (i % 6) {
      case 0:
        return `/api/people/players/?search=${s}&page_size=${10 + (i % 40)}`;
      case 1:
        return `/api/games/games/?game_date__gte=${day}&game_date__lte=${day}&sport__slug=${sport}`;
      case 2:
        return `/api/teams/teams/?search=${s[0]}&page_size=${5 + (i % 90)}`;
      case 3:
        return `/api/championships/seasons/?sport__slug=${sport}&page=${1 + (i % 10)}&page_size=${5 + (i % 20)}`;
      case 4:
        return `/api/people/coaches/?season=${1950 + (i % 75)}&page_size=${10 + (i % 30)}`;
      default:
        return `/api/games/standings/?season=${1950 + (i % 75)}&sport__slug=${sport}&page_size=${10 + (i % 50)}`;
    }
  };
}
