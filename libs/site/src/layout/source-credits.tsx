// The credits the dataset's sources ask for, shown on every page (statements quoted verbatim as required).
// The full list with licences is data/SOURCES.md and /api/core/sources/.

export function SourceCredits() {
  return (
    <section aria-labelledby="source-credits" className="space-y-2">
      <h2 id="source-credits" className="font-semibold text-slate-700">
        Data sources
      </h2>
      <p>
        Baseball data from the Sean Lahman Baseball Database (CC BY-SA 3.0). Pro football, basketball and
        college records drawn from Pro-Football-Reference, Basketball-Reference, Hockey-Reference and
        Sports-Reference, NCAA records and FiveThirtyEight data (CC BY 4.0); NFL rosters and games from
        nflverse (MIT, © 2021 nflfastR.roster authors), NFL.com statistics, NHL web API rosters and
        barttorvik.com team ratings; see{' '}
        <a className="underline" href="/api/core/sources/">
          the full source list
        </a>
        .
      </p>
      <p>
        The information used here was obtained free of charge from and is copyrighted by Retrosheet.
        Interested parties may contact Retrosheet at &quot;www.retrosheet.org&quot;.
      </p>
      <p>
        The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank
        project. For more information about the Hockey Databank project please visit
        http://sports.groups.yahoo.com/group/hockey-databank
      </p>
    </section>
  );
}
