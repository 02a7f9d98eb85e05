// The champions of the eight competitions as checked by hand, row by row, against the public record (see the
// header of champions.spec.ts). One line per title: title year | winner as named that season | runner-up | score
// or series (W-L, W-L-T). A season without a champion is simply absent. Rows marked ' *' were NOT independently
// verifiable (finals after the auditor's reference lists); they stand on the one source the pipeline cites.

export const checkedChampions: Record<string, string> = {
  'college-football-national-championship': `
1936|Minnesota||
1937|Pittsburgh||
1938|TCU||
1939|Texas A&M||
1940|Minnesota||
1941|Minnesota||
1942|Ohio State||
1943|Notre Dame||
1944|Army||
1945|Army||
1946|Notre Dame||
1947|Notre Dame||
1948|Michigan||
1949|Notre Dame||
1950|Oklahoma||
1951|Tennessee||
1952|Michigan State||
1953|Maryland||
1954|Ohio State||
1955|Oklahoma||
1956|Oklahoma||
1957|Auburn||
1958|LSU||
1959|Syracuse||
1960|Minnesota||
1961|Alabama||
1962|USC||
1963|Texas||
1964|Alabama||
1965|Alabama||
1966|Notre Dame||
1967|USC||
1968|Ohio State||
1969|Texas||
1970|Nebraska||
1971|Nebraska||
1972|USC||
1973|Notre Dame||
1974|Oklahoma||
1975|Oklahoma||
1976|Pittsburgh||
1977|Notre Dame||
1978|Alabama||
1979|Alabama||
1980|Georgia||
1981|Clemson||
1982|Penn State||
1983|Miami||
1984|BYU||
1985|Oklahoma||
1986|Penn State||
1987|Miami||
1988|Notre Dame||
1989|Miami||
1990|Colorado||
1991|Miami||
1992|Alabama||
1993|Florida State||
1994|Nebraska||
1995|Nebraska||
1996|Florida||
1997|Michigan||
1998|Tennessee|Florida State|23-16
1999|Florida State|Virginia Tech|46-29
2000|Oklahoma|Florida State|13-2
2001|Miami|Nebraska|37-14
2002|Ohio State|Miami|31-24
2003|LSU|Oklahoma|21-14
2004|USC|Oklahoma|55-19
2005|Texas|USC|41-38
2006|Florida|Ohio State|41-14
2007|LSU|Ohio State|38-24
2008|Florida|Oklahoma|24-14
2009|Alabama|Texas|37-21
2010|Auburn|Oregon|22-19
2011|Alabama|LSU|21-0
2012|Alabama|Notre Dame|42-14
2013|Florida State|Auburn|34-31
2014|Ohio State|Oregon|42-20
2015|Alabama|Clemson|45-40
2016|Clemson|Alabama|35-31
2017|Alabama|Georgia|26-23
2018|Clemson|Alabama|44-16
2019|LSU|Clemson|42-25
2020|Alabama|Ohio State|52-24
2021|Georgia|Alabama|33-18
2022|Georgia|TCU|65-7
2023|Michigan|Washington|34-13
2024|Ohio State|Notre Dame|34-23
2025|Indiana|Miami|27-21 *
`,
  'frozen-four': `
1948|Michigan|Dartmouth|8-4
1949|Boston College|Dartmouth|4-3
1950|Colorado College|Boston University|13-4
1951|Michigan|Brown|7-1
1952|Michigan|Colorado College|4-1
1953|Michigan|Minnesota|7-3
1954|RPI|Minnesota|5-4
1955|Michigan|Colorado College|5-3
1956|Michigan|Michigan Tech|7-5
1957|Colorado College|Michigan|13-6
1958|Denver|North Dakota|6-2
1959|North Dakota|Michigan State|4-3
1960|Denver|Michigan Tech|5-3
1961|Denver|St. Lawrence|12-2
1962|Michigan Tech|Clarkson|7-1
1963|North Dakota|Denver|6-5
1964|Michigan|Denver|6-3
1965|Michigan Tech|Boston College|8-2
1966|Michigan State|Clarkson|6-1
1967|Cornell|Boston University|4-1
1968|Denver|North Dakota|4-0
1969|Denver|Cornell|4-3
1970|Cornell|Clarkson|6-4
1971|Boston University|Minnesota|4-2
1972|Boston University|Cornell|4-0
1973|Wisconsin|Denver|4-2
1974|Minnesota|Michigan Tech|4-2
1975|Michigan Tech|Minnesota|6-1
1976|Minnesota|Michigan Tech|6-4
1977|Wisconsin|Michigan|6-5
1978|Boston University|Boston College|5-3
1979|Minnesota|North Dakota|4-3
1980|North Dakota|Northern Michigan|5-2
1981|Wisconsin|Minnesota|6-3
1982|North Dakota|Wisconsin|5-2
1983|Wisconsin|Harvard|6-2
1984|Bowling Green|Minnesota Duluth|5-4
1985|RPI|Providence|2-1
1986|Michigan State|Harvard|6-5
1987|North Dakota|Michigan State|5-3
1988|Lake Superior State|St. Lawrence|4-3
1989|Harvard|Minnesota|4-3
1990|Wisconsin|Colgate|7-3
1991|Northern Michigan|Boston University|8-7
1992|Lake Superior State|Wisconsin|5-3
1993|Maine|Lake Superior State|5-4
1994|Lake Superior State|Boston University|9-1
1995|Boston University|Maine|6-2
1996|Michigan|Colorado College|3-2
1997|North Dakota|Boston University|6-4
1998|Michigan|Boston College|3-2
1999|Maine|New Hampshire|3-2
2000|North Dakota|Boston College|4-2
2001|Boston College|North Dakota|3-2
2002|Minnesota|Maine|4-3
2003|Minnesota|New Hampshire|5-1
2004|Denver|Maine|1-0
2005|Denver|North Dakota|4-1
2006|Wisconsin|Boston College|2-1
2007|Michigan State|Boston College|3-1
2008|Boston College|Notre Dame|4-1
2009|Boston University|Miami (OH)|4-3
2010|Boston College|Wisconsin|5-0
2011|Minnesota Duluth|Michigan|3-2
2012|Boston College|Ferris State|4-1
2013|Yale|Quinnipiac|4-0
2014|Union|Minnesota|7-4
2015|Providence|Boston University|4-3
2016|North Dakota|Quinnipiac|5-1
2017|Denver|Minnesota Duluth|3-2
2018|Minnesota Duluth|Notre Dame|2-1
2019|Minnesota Duluth|Massachusetts|3-0
2021|Massachusetts|St. Cloud State|5-0
2022|Denver|Minnesota State|5-1
2023|Quinnipiac|Minnesota|3-2
2024|Denver|Boston College|2-0
2025|Western Michigan|Boston University|6-2
`,
  'mens-college-world-series': `
1947|California|Yale|2-0
1948|USC|Yale|2-1
1949|Texas|Wake Forest|10-3
1950|Texas|Washington State|3-0
1951|Oklahoma|Tennessee|3-2
1952|Holy Cross|Missouri|8-4
1953|Michigan|Texas|7-5
1954|Missouri|Rollins|4-1
1955|Wake Forest|Western Michigan|7-6
1956|Minnesota|Arizona|12-1
1957|California|Penn State|1-0
1958|USC|Missouri|8-7
1959|Oklahoma State|Arizona|5-3
1960|Minnesota|USC|2-1
1961|USC|Oklahoma State|1-0
1962|Michigan|Santa Clara|5-4
1963|USC|Arizona|5-2
1964|Minnesota|Missouri|5-1
1965|Arizona State|Ohio State|2-1
1966|Ohio State|Oklahoma State|8-2
1967|Arizona State|Houston|11-2
1968|USC|Southern Illinois|4-3
1969|Arizona State|Tulsa|10-1
1970|USC|Florida State|2-1
1971|USC|Southern Illinois|7-2
1972|USC|Arizona State|1-0
1973|USC|Arizona State|4-3
1974|USC|Miami|7-3
1975|Texas|South Carolina|5-1
1976|Arizona|Eastern Michigan|7-1
1977|Arizona State|South Carolina|2-1
1978|USC|Arizona State|10-3
1979|Cal State Fullerton|Arkansas|2-1
1980|Arizona|Hawaii|5-3
1981|Arizona State|Oklahoma State|7-4
1982|Miami|Wichita State|9-3
1983|Texas|Alabama|4-3
1984|Cal State Fullerton|Texas|3-1
1985|Miami|Texas|10-6
1986|Arizona|Florida State|10-2
1987|Stanford|Oklahoma State|9-5
1988|Stanford|Arizona State|9-4
1989|Wichita State|Texas|5-3
1990|Georgia|Oklahoma State|2-1
1991|LSU|Wichita State|6-3
1992|Pepperdine|Cal State Fullerton|3-2
1993|LSU|Wichita State|8-0
1994|Oklahoma|Georgia Tech|13-5
1995|Cal State Fullerton|USC|11-5
1996|LSU|Miami|9-8
1997|LSU|Alabama|13-6
1998|USC|Arizona State|21-14
1999|Miami|Florida State|6-5
2000|LSU|Stanford|6-5
2001|Miami|Stanford|12-1
2002|Texas|South Carolina|12-6
2003|Rice|Stanford|2-1
2004|Cal State Fullerton|Texas|2-0
2005|Texas|Florida|2-0
2006|Oregon State|North Carolina|2-1
2007|Oregon State|North Carolina|2-0
2008|Fresno State|Georgia|2-1
2009|LSU|Texas|2-1
2010|South Carolina|UCLA|2-0
2011|South Carolina|Florida|2-0
2012|Arizona|South Carolina|2-0
2013|UCLA|Mississippi State|2-0
2014|Vanderbilt|Virginia|2-1
2015|Virginia|Vanderbilt|2-1
2016|Coastal Carolina|Arizona|2-1
2017|Florida|LSU|2-0
2018|Oregon State|Arkansas|2-1
2019|Vanderbilt|Michigan|2-1
2021|Mississippi State|Vanderbilt|2-1
2022|Ole Miss|Oklahoma|2-0
2023|LSU|Florida|2-1
2024|Tennessee|Texas A&M|2-1
2025|LSU|Coastal Carolina|2-0
`,
  'nba-finals': `
1947|Philadelphia Warriors|Chicago Stags|4-1
1948|Baltimore Bullets|Philadelphia Warriors|4-2
1949|Minneapolis Lakers|Washington Capitols|4-2
1950|Minneapolis Lakers|Syracuse Nationals|4-2
1951|Rochester Royals|New York Knicks|4-3
1952|Minneapolis Lakers|New York Knicks|4-3
1953|Minneapolis Lakers|New York Knicks|4-1
1954|Minneapolis Lakers|Syracuse Nationals|4-3
1955|Syracuse Nationals|Fort Wayne Pistons|4-3
1956|Philadelphia Warriors|Fort Wayne Pistons|4-1
1957|Boston Celtics|St. Louis Hawks|4-3
1958|St. Louis Hawks|Boston Celtics|4-2
1959|Boston Celtics|Minneapolis Lakers|4-0
1960|Boston Celtics|St. Louis Hawks|4-3
1961|Boston Celtics|St. Louis Hawks|4-1
1962|Boston Celtics|Los Angeles Lakers|4-3
1963|Boston Celtics|Los Angeles Lakers|4-2
1964|Boston Celtics|San Francisco Warriors|4-1
1965|Boston Celtics|Los Angeles Lakers|4-1
1966|Boston Celtics|Los Angeles Lakers|4-3
1967|Philadelphia 76ers|San Francisco Warriors|4-2
1968|Boston Celtics|Los Angeles Lakers|4-2
1969|Boston Celtics|Los Angeles Lakers|4-3
1970|New York Knicks|Los Angeles Lakers|4-3
1971|Milwaukee Bucks|Baltimore Bullets|4-0
1972|Los Angeles Lakers|New York Knicks|4-1
1973|New York Knicks|Los Angeles Lakers|4-1
1974|Boston Celtics|Milwaukee Bucks|4-3
1975|Golden State Warriors|Washington Bullets|4-0
1976|Boston Celtics|Phoenix Suns|4-2
1977|Portland Trail Blazers|Philadelphia 76ers|4-2
1978|Washington Bullets|Seattle SuperSonics|4-3
1979|Seattle SuperSonics|Washington Bullets|4-1
1980|Los Angeles Lakers|Philadelphia 76ers|4-2
1981|Boston Celtics|Houston Rockets|4-2
1982|Los Angeles Lakers|Philadelphia 76ers|4-2
1983|Philadelphia 76ers|Los Angeles Lakers|4-0
1984|Boston Celtics|Los Angeles Lakers|4-3
1985|Los Angeles Lakers|Boston Celtics|4-2
1986|Boston Celtics|Houston Rockets|4-2
1987|Los Angeles Lakers|Boston Celtics|4-2
1988|Los Angeles Lakers|Detroit Pistons|4-3
1989|Detroit Pistons|Los Angeles Lakers|4-0
1990|Detroit Pistons|Portland Trail Blazers|4-1
1991|Chicago Bulls|Los Angeles Lakers|4-1
1992|Chicago Bulls|Portland Trail Blazers|4-2
1993|Chicago Bulls|Phoenix Suns|4-2
1994|Houston Rockets|New York Knicks|4-3
1995|Houston Rockets|Orlando Magic|4-0
1996|Chicago Bulls|Seattle SuperSonics|4-2
1997|Chicago Bulls|Utah Jazz|4-2
1998|Chicago Bulls|Utah Jazz|4-2
1999|San Antonio Spurs|New York Knicks|4-1
2000|Los Angeles Lakers|Indiana Pacers|4-2
2001|Los Angeles Lakers|Philadelphia 76ers|4-1
2002|Los Angeles Lakers|New Jersey Nets|4-0
2003|San Antonio Spurs|New Jersey Nets|4-2
2004|Detroit Pistons|Los Angeles Lakers|4-1
2005|San Antonio Spurs|Detroit Pistons|4-3
2006|Miami Heat|Dallas Mavericks|4-2
2007|San Antonio Spurs|Cleveland Cavaliers|4-0
2008|Boston Celtics|Los Angeles Lakers|4-2
2009|Los Angeles Lakers|Orlando Magic|4-1
2010|Los Angeles Lakers|Boston Celtics|4-3
2011|Dallas Mavericks|Miami Heat|4-2
2012|Miami Heat|Oklahoma City Thunder|4-1
2013|Miami Heat|San Antonio Spurs|4-3
2014|San Antonio Spurs|Miami Heat|4-1
2015|Golden State Warriors|Cleveland Cavaliers|4-2
2016|Cleveland Cavaliers|Golden State Warriors|4-3
2017|Golden State Warriors|Cleveland Cavaliers|4-1
2018|Golden State Warriors|Cleveland Cavaliers|4-0
2019|Toronto Raptors|Golden State Warriors|4-2
2020|Los Angeles Lakers|Miami Heat|4-2
2021|Milwaukee Bucks|Phoenix Suns|4-2
2022|Golden State Warriors|Boston Celtics|4-2
2023|Denver Nuggets|Miami Heat|4-1
2024|Boston Celtics|Dallas Mavericks|4-1
2025|Oklahoma City Thunder|Indiana Pacers|4-3
2026|New York Knicks|San Antonio Spurs|4-1 *
`,
  'ncaa-mens-basketball-tournament': `
1939|Oregon|Ohio State|46-33
1940|Indiana|Kansas|60-42
1941|Wisconsin|Washington State|39-34
1942|Stanford|Dartmouth|53-38
1943|Wyoming|Georgetown|46-34
1944|Utah|Dartmouth|42-40
1945|Oklahoma A&M|NYU|49-45
1946|Oklahoma A&M|North Carolina|43-40
1947|Holy Cross|Oklahoma|58-47
1948|Kentucky|Baylor|58-42
1949|Kentucky|Oklahoma A&M|46-36
1950|CCNY|Bradley|71-68
1951|Kentucky|Kansas State|68-58
1952|Kansas|St. John's|80-63
1953|Indiana|Kansas|69-68
1954|La Salle|Bradley|92-76
1955|San Francisco|La Salle|77-63
1956|San Francisco|Iowa|83-71
1957|North Carolina|Kansas|54-53
1958|Kentucky|Seattle|84-72
1959|California|West Virginia|71-70
1960|Ohio State|California|75-55
1961|Cincinnati|Ohio State|70-65
1962|Cincinnati|Ohio State|71-59
1963|Loyola Chicago|Cincinnati|60-58
1964|UCLA|Duke|98-83
1965|UCLA|Michigan|91-80
1966|Texas Western|Kentucky|72-65
1967|UCLA|Dayton|79-64
1968|UCLA|North Carolina|78-55
1969|UCLA|Purdue|92-72
1970|UCLA|Jacksonville|80-69
1971|UCLA|Villanova|68-62
1972|UCLA|Florida State|81-76
1973|UCLA|Memphis State|87-66
1974|NC State|Marquette|76-64
1975|UCLA|Kentucky|92-85
1976|Indiana|Michigan|86-68
1977|Marquette|North Carolina|67-59
1978|Kentucky|Duke|94-88
1979|Michigan State|Indiana State|75-64
1980|Louisville|UCLA|59-54
1981|Indiana|North Carolina|63-50
1982|North Carolina|Georgetown|63-62
1983|NC State|Houston|54-52
1984|Georgetown|Houston|84-75
1985|Villanova|Georgetown|66-64
1986|Louisville|Duke|72-69
1987|Indiana|Syracuse|74-73
1988|Kansas|Oklahoma|83-79
1989|Michigan|Seton Hall|80-79
1990|UNLV|Duke|103-73
1991|Duke|Kansas|72-65
1992|Duke|Michigan|71-51
1993|North Carolina|Michigan|77-71
1994|Arkansas|Duke|76-72
1995|UCLA|Arkansas|89-78
1996|Kentucky|Syracuse|76-67
1997|Arizona|Kentucky|84-79
1998|Kentucky|Utah|78-69
1999|UConn|Duke|77-74
2000|Michigan State|Florida|89-76
2001|Duke|Arizona|82-72
2002|Maryland|Indiana|64-52
2003|Syracuse|Kansas|81-78
2004|UConn|Georgia Tech|82-73
2005|North Carolina|Illinois|75-70
2006|Florida|UCLA|73-57
2007|Florida|Ohio State|84-75
2008|Kansas|Memphis|75-68
2009|North Carolina|Michigan State|89-72
2010|Duke|Butler|61-59
2011|UConn|Butler|53-41
2012|Kentucky|Kansas|67-59
2013|Louisville|Michigan|82-76
2014|UConn|Kentucky|60-54
2015|Duke|Wisconsin|68-63
2016|Villanova|North Carolina|77-74
2017|North Carolina|Gonzaga|71-65
2018|Villanova|Michigan|79-62
2019|Virginia|Texas Tech|85-77
2021|Baylor|Gonzaga|86-70
2022|Kansas|North Carolina|72-69
2023|UConn|San Diego State|76-59
2024|UConn|Purdue|75-60
2025|Florida|Houston|65-63
2026|Michigan|UConn|69-63 *
`,
  'nfl-championship': `
1920|Akron Pros||
1921|Chicago Staleys||
1922|Canton Bulldogs||
1923|Canton Bulldogs||
1924|Cleveland Bulldogs||
1925|Chicago Cardinals||
1926|Frankford Yellow Jackets||
1927|New York Giants||
1928|Providence Steam Roller||
1929|Green Bay Packers||
1930|Green Bay Packers||
1931|Green Bay Packers||
1932|Chicago Bears||
1933|Chicago Bears|New York Giants|23-21
1934|New York Giants|Chicago Bears|30-13
1935|Detroit Lions|New York Giants|26-7
1936|Green Bay Packers|Boston Redskins|21-6
1937|Washington Redskins|Chicago Bears|28-21
1938|New York Giants|Green Bay Packers|23-17
1939|Green Bay Packers|New York Giants|27-0
1940|Chicago Bears|Washington Redskins|73-0
1941|Chicago Bears|New York Giants|37-9
1942|Washington Redskins|Chicago Bears|14-6
1943|Chicago Bears|Washington Redskins|41-21
1944|Green Bay Packers|New York Giants|14-7
1945|Cleveland Rams|Washington Redskins|15-14
1946|Chicago Bears|New York Giants|24-14
1947|Chicago Cardinals|Philadelphia Eagles|28-21
1948|Philadelphia Eagles|Chicago Cardinals|7-0
1949|Philadelphia Eagles|Los Angeles Rams|14-0
1950|Cleveland Browns|Los Angeles Rams|30-28
1951|Los Angeles Rams|Cleveland Browns|24-17
1952|Detroit Lions|Cleveland Browns|17-7
1953|Detroit Lions|Cleveland Browns|17-16
1954|Cleveland Browns|Detroit Lions|56-10
1955|Cleveland Browns|Los Angeles Rams|38-14
1956|New York Giants|Chicago Bears|47-7
1957|Detroit Lions|Cleveland Browns|59-14
1958|Baltimore Colts|New York Giants|23-17
1959|Baltimore Colts|New York Giants|31-16
1960|Philadelphia Eagles|Green Bay Packers|17-13
1961|Green Bay Packers|New York Giants|37-0
1962|Green Bay Packers|New York Giants|16-7
1963|Chicago Bears|New York Giants|14-10
1964|Cleveland Browns|Baltimore Colts|27-0
1965|Green Bay Packers|Cleveland Browns|23-12
1966|Green Bay Packers|Dallas Cowboys|34-27
1967|Green Bay Packers|Dallas Cowboys|21-17
1968|Baltimore Colts|Cleveland Browns|34-0
1969|Minnesota Vikings|Cleveland Browns|27-7
`,
  'stanley-cup': `
1918|Toronto Arenas|Vancouver Millionaires|3-2
1920|Ottawa Senators|Seattle Metropolitans|3-2
1921|Ottawa Senators|Vancouver Millionaires|3-2
1922|Toronto St. Patricks|Vancouver Millionaires|3-2
1923|Ottawa Senators|Edmonton Eskimos|2-0
1924|Montreal Canadiens|Calgary Tigers|2-0
1925|Victoria Cougars|Montreal Canadiens|3-1
1926|Montreal Maroons|Victoria Cougars|3-1
1927|Ottawa Senators|Boston Bruins|2-0-2
1928|New York Rangers|Montreal Maroons|3-2
1929|Boston Bruins|New York Rangers|2-0
1930|Montreal Canadiens|Boston Bruins|2-0
1931|Montreal Canadiens|Chicago Black Hawks|3-2
1932|Toronto Maple Leafs|New York Rangers|3-0
1933|New York Rangers|Toronto Maple Leafs|3-1
1934|Chicago Black Hawks|Detroit Red Wings|3-1
1935|Montreal Maroons|Toronto Maple Leafs|3-0
1936|Detroit Red Wings|Toronto Maple Leafs|3-1
1937|Detroit Red Wings|New York Rangers|3-2
1938|Chicago Black Hawks|Toronto Maple Leafs|3-1
1939|Boston Bruins|Toronto Maple Leafs|4-1
1940|New York Rangers|Toronto Maple Leafs|4-2
1941|Boston Bruins|Detroit Red Wings|4-0
1942|Toronto Maple Leafs|Detroit Red Wings|4-3
1943|Detroit Red Wings|Boston Bruins|4-0
1944|Montreal Canadiens|Chicago Black Hawks|4-0
1945|Toronto Maple Leafs|Detroit Red Wings|4-3
1946|Montreal Canadiens|Boston Bruins|4-1
1947|Toronto Maple Leafs|Montreal Canadiens|4-2
1948|Toronto Maple Leafs|Detroit Red Wings|4-0
1949|Toronto Maple Leafs|Detroit Red Wings|4-0
1950|Detroit Red Wings|New York Rangers|4-3
1951|Toronto Maple Leafs|Montreal Canadiens|4-1
1952|Detroit Red Wings|Montreal Canadiens|4-0
1953|Montreal Canadiens|Boston Bruins|4-1
1954|Detroit Red Wings|Montreal Canadiens|4-3
1955|Detroit Red Wings|Montreal Canadiens|4-3
1956|Montreal Canadiens|Detroit Red Wings|4-1
1957|Montreal Canadiens|Boston Bruins|4-1
1958|Montreal Canadiens|Boston Bruins|4-2
1959|Montreal Canadiens|Toronto Maple Leafs|4-1
1960|Montreal Canadiens|Toronto Maple Leafs|4-0
1961|Chicago Black Hawks|Detroit Red Wings|4-2
1962|Toronto Maple Leafs|Chicago Black Hawks|4-2
1963|Toronto Maple Leafs|Detroit Red Wings|4-1
1964|Toronto Maple Leafs|Detroit Red Wings|4-3
1965|Montreal Canadiens|Chicago Black Hawks|4-3
1966|Montreal Canadiens|Detroit Red Wings|4-2
1967|Toronto Maple Leafs|Montreal Canadiens|4-2
1968|Montreal Canadiens|St. Louis Blues|4-0
1969|Montreal Canadiens|St. Louis Blues|4-0
1970|Boston Bruins|St. Louis Blues|4-0
1971|Montreal Canadiens|Chicago Black Hawks|4-3
1972|Boston Bruins|New York Rangers|4-2
1973|Montreal Canadiens|Chicago Black Hawks|4-2
1974|Philadelphia Flyers|Boston Bruins|4-2
1975|Philadelphia Flyers|Buffalo Sabres|4-2
1976|Montreal Canadiens|Philadelphia Flyers|4-0
1977|Montreal Canadiens|Boston Bruins|4-0
1978|Montreal Canadiens|Boston Bruins|4-2
1979|Montreal Canadiens|New York Rangers|4-1
1980|New York Islanders|Philadelphia Flyers|4-2
1981|New York Islanders|Minnesota North Stars|4-1
1982|New York Islanders|Vancouver Canucks|4-0
1983|New York Islanders|Edmonton Oilers|4-0
1984|Edmonton Oilers|New York Islanders|4-1
1985|Edmonton Oilers|Philadelphia Flyers|4-1
1986|Montreal Canadiens|Calgary Flames|4-1
1987|Edmonton Oilers|Philadelphia Flyers|4-3
1988|Edmonton Oilers|Boston Bruins|4-0-1
1989|Calgary Flames|Montreal Canadiens|4-2
1990|Edmonton Oilers|Boston Bruins|4-1
1991|Pittsburgh Penguins|Minnesota North Stars|4-2
1992|Pittsburgh Penguins|Chicago Blackhawks|4-0
1993|Montreal Canadiens|Los Angeles Kings|4-1
1994|New York Rangers|Vancouver Canucks|4-3
1995|New Jersey Devils|Detroit Red Wings|4-0
1996|Colorado Avalanche|Florida Panthers|4-0
1997|Detroit Red Wings|Philadelphia Flyers|4-0
1998|Detroit Red Wings|Washington Capitals|4-0
1999|Dallas Stars|Buffalo Sabres|4-2
2000|New Jersey Devils|Dallas Stars|4-2
2001|Colorado Avalanche|New Jersey Devils|4-3
2002|Detroit Red Wings|Carolina Hurricanes|4-1
2003|New Jersey Devils|Mighty Ducks of Anaheim|4-3
2004|Tampa Bay Lightning|Calgary Flames|4-3
2006|Carolina Hurricanes|Edmonton Oilers|4-3
2007|Anaheim Ducks|Ottawa Senators|4-1
2008|Detroit Red Wings|Pittsburgh Penguins|4-2
2009|Pittsburgh Penguins|Detroit Red Wings|4-3
2010|Chicago Blackhawks|Philadelphia Flyers|4-2
2011|Boston Bruins|Vancouver Canucks|4-3
2012|Los Angeles Kings|New Jersey Devils|4-2
2013|Chicago Blackhawks|Boston Bruins|4-2
2014|Los Angeles Kings|New York Rangers|4-1
2015|Chicago Blackhawks|Tampa Bay Lightning|4-2
2016|Pittsburgh Penguins|San Jose Sharks|4-2
2017|Pittsburgh Penguins|Nashville Predators|4-2
2018|Washington Capitals|Vegas Golden Knights|4-1
2019|St. Louis Blues|Boston Bruins|4-3
2020|Tampa Bay Lightning|Dallas Stars|4-2
2021|Tampa Bay Lightning|Montreal Canadiens|4-1
2022|Colorado Avalanche|Tampa Bay Lightning|4-2
2023|Vegas Golden Knights|Florida Panthers|4-1
2024|Florida Panthers|Edmonton Oilers|4-3
2025|Florida Panthers|Edmonton Oilers|4-2
2026|Carolina Hurricanes|Vegas Golden Knights|4-2 *
`,
  'super-bowl': `
1966|Green Bay Packers|Kansas City Chiefs|35-10
1967|Green Bay Packers|Oakland Raiders|33-14
1968|New York Jets|Baltimore Colts|16-7
1969|Kansas City Chiefs|Minnesota Vikings|23-7
1970|Baltimore Colts|Dallas Cowboys|16-13
1971|Dallas Cowboys|Miami Dolphins|24-3
1972|Miami Dolphins|Washington Redskins|14-7
1973|Miami Dolphins|Minnesota Vikings|24-7
1974|Pittsburgh Steelers|Minnesota Vikings|16-6
1975|Pittsburgh Steelers|Dallas Cowboys|21-17
1976|Oakland Raiders|Minnesota Vikings|32-14
1977|Dallas Cowboys|Denver Broncos|27-10
1978|Pittsburgh Steelers|Dallas Cowboys|35-31
1979|Pittsburgh Steelers|Los Angeles Rams|31-19
1980|Oakland Raiders|Philadelphia Eagles|27-10
1981|San Francisco 49ers|Cincinnati Bengals|26-21
1982|Washington Redskins|Miami Dolphins|27-17
1983|Los Angeles Raiders|Washington Redskins|38-9
1984|San Francisco 49ers|Miami Dolphins|38-16
1985|Chicago Bears|New England Patriots|46-10
1986|New York Giants|Denver Broncos|39-20
1987|Washington Redskins|Denver Broncos|42-10
1988|San Francisco 49ers|Cincinnati Bengals|20-16
1989|San Francisco 49ers|Denver Broncos|55-10
1990|New York Giants|Buffalo Bills|20-19
1991|Washington Redskins|Buffalo Bills|37-24
1992|Dallas Cowboys|Buffalo Bills|52-17
1993|Dallas Cowboys|Buffalo Bills|30-13
1994|San Francisco 49ers|San Diego Chargers|49-26
1995|Dallas Cowboys|Pittsburgh Steelers|27-17
1996|Green Bay Packers|New England Patriots|35-21
1997|Denver Broncos|Green Bay Packers|31-24
1998|Denver Broncos|Atlanta Falcons|34-19
1999|St. Louis Rams|Tennessee Titans|23-16
2000|Baltimore Ravens|New York Giants|34-7
2001|New England Patriots|St. Louis Rams|20-17
2002|Tampa Bay Buccaneers|Oakland Raiders|48-21
2003|New England Patriots|Carolina Panthers|32-29
2004|New England Patriots|Philadelphia Eagles|24-21
2005|Pittsburgh Steelers|Seattle Seahawks|21-10
2006|Indianapolis Colts|Chicago Bears|29-17
2007|New York Giants|New England Patriots|17-14
2008|Pittsburgh Steelers|Arizona Cardinals|27-23
2009|New Orleans Saints|Indianapolis Colts|31-17
2010|Green Bay Packers|Pittsburgh Steelers|31-25
2011|New York Giants|New England Patriots|21-17
2012|Baltimore Ravens|San Francisco 49ers|34-31
2013|Seattle Seahawks|Denver Broncos|43-8
2014|New England Patriots|Seattle Seahawks|28-24
2015|Denver Broncos|Carolina Panthers|24-10
2016|New England Patriots|Atlanta Falcons|34-28
2017|Philadelphia Eagles|New England Patriots|41-33
2018|New England Patriots|Los Angeles Rams|13-3
2019|Kansas City Chiefs|San Francisco 49ers|31-20
2020|Tampa Bay Buccaneers|Kansas City Chiefs|31-9
2021|Los Angeles Rams|Cincinnati Bengals|23-20
2022|Kansas City Chiefs|Philadelphia Eagles|38-35
2023|Kansas City Chiefs|San Francisco 49ers|25-22
2024|Philadelphia Eagles|Kansas City Chiefs|40-22
2025|Seattle Seahawks|New England Patriots|29-13 *
`,
  'world-series': `
1903|Boston Americans|Pittsburgh Pirates|5-3
1905|New York Giants|Philadelphia Athletics|4-1
1906|Chicago White Sox|Chicago Cubs|4-2
1907|Chicago Cubs|Detroit Tigers|4-0-1
1908|Chicago Cubs|Detroit Tigers|4-1
1909|Pittsburgh Pirates|Detroit Tigers|4-3
1910|Philadelphia Athletics|Chicago Cubs|4-1
1911|Philadelphia Athletics|New York Giants|4-2
1912|Boston Red Sox|New York Giants|4-3-1
1913|Philadelphia Athletics|New York Giants|4-1
1914|Boston Braves|Philadelphia Athletics|4-0
1915|Boston Red Sox|Philadelphia Phillies|4-1
1916|Boston Red Sox|Brooklyn Robins|4-1
1917|Chicago White Sox|New York Giants|4-2
1918|Boston Red Sox|Chicago Cubs|4-2
1919|Cincinnati Reds|Chicago White Sox|5-3
1920|Cleveland Indians|Brooklyn Robins|5-2
1921|New York Giants|New York Yankees|5-3
1922|New York Giants|New York Yankees|4-0-1
1923|New York Yankees|New York Giants|4-2
1924|Washington Senators|New York Giants|4-3
1925|Pittsburgh Pirates|Washington Senators|4-3
1926|St. Louis Cardinals|New York Yankees|4-3
1927|New York Yankees|Pittsburgh Pirates|4-0
1928|New York Yankees|St. Louis Cardinals|4-0
1929|Philadelphia Athletics|Chicago Cubs|4-1
1930|Philadelphia Athletics|St. Louis Cardinals|4-2
1931|St. Louis Cardinals|Philadelphia Athletics|4-3
1932|New York Yankees|Chicago Cubs|4-0
1933|New York Giants|Washington Senators|4-1
1934|St. Louis Cardinals|Detroit Tigers|4-3
1935|Detroit Tigers|Chicago Cubs|4-2
1936|New York Yankees|New York Giants|4-2
1937|New York Yankees|New York Giants|4-1
1938|New York Yankees|Chicago Cubs|4-0
1939|New York Yankees|Cincinnati Reds|4-0
1940|Cincinnati Reds|Detroit Tigers|4-3
1941|New York Yankees|Brooklyn Dodgers|4-1
1942|St. Louis Cardinals|New York Yankees|4-1
1943|New York Yankees|St. Louis Cardinals|4-1
1944|St. Louis Cardinals|St. Louis Browns|4-2
1945|Detroit Tigers|Chicago Cubs|4-3
1946|St. Louis Cardinals|Boston Red Sox|4-3
1947|New York Yankees|Brooklyn Dodgers|4-3
1948|Cleveland Indians|Boston Braves|4-2
1949|New York Yankees|Brooklyn Dodgers|4-1
1950|New York Yankees|Philadelphia Phillies|4-0
1951|New York Yankees|New York Giants|4-2
1952|New York Yankees|Brooklyn Dodgers|4-3
1953|New York Yankees|Brooklyn Dodgers|4-2
1954|New York Giants|Cleveland Indians|4-0
1955|Brooklyn Dodgers|New York Yankees|4-3
1956|New York Yankees|Brooklyn Dodgers|4-3
1957|Milwaukee Braves|New York Yankees|4-3
1958|New York Yankees|Milwaukee Braves|4-3
1959|Los Angeles Dodgers|Chicago White Sox|4-2
1960|Pittsburgh Pirates|New York Yankees|4-3
1961|New York Yankees|Cincinnati Reds|4-1
1962|New York Yankees|San Francisco Giants|4-3
1963|Los Angeles Dodgers|New York Yankees|4-0
1964|St. Louis Cardinals|New York Yankees|4-3
1965|Los Angeles Dodgers|Minnesota Twins|4-3
1966|Baltimore Orioles|Los Angeles Dodgers|4-0
1967|St. Louis Cardinals|Boston Red Sox|4-3
1968|Detroit Tigers|St. Louis Cardinals|4-3
1969|New York Mets|Baltimore Orioles|4-1
1970|Baltimore Orioles|Cincinnati Reds|4-1
1971|Pittsburgh Pirates|Baltimore Orioles|4-3
1972|Oakland Athletics|Cincinnati Reds|4-3
1973|Oakland Athletics|New York Mets|4-3
1974|Oakland Athletics|Los Angeles Dodgers|4-1
1975|Cincinnati Reds|Boston Red Sox|4-3
1976|Cincinnati Reds|New York Yankees|4-0
1977|New York Yankees|Los Angeles Dodgers|4-2
1978|New York Yankees|Los Angeles Dodgers|4-2
1979|Pittsburgh Pirates|Baltimore Orioles|4-3
1980|Philadelphia Phillies|Kansas City Royals|4-2
1981|Los Angeles Dodgers|New York Yankees|4-2
1982|St. Louis Cardinals|Milwaukee Brewers|4-3
1983|Baltimore Orioles|Philadelphia Phillies|4-1
1984|Detroit Tigers|San Diego Padres|4-1
1985|Kansas City Royals|St. Louis Cardinals|4-3
1986|New York Mets|Boston Red Sox|4-3
1987|Minnesota Twins|St. Louis Cardinals|4-3
1988|Los Angeles Dodgers|Oakland Athletics|4-1
1989|Oakland Athletics|San Francisco Giants|4-0
1990|Cincinnati Reds|Oakland Athletics|4-0
1991|Minnesota Twins|Atlanta Braves|4-3
1992|Toronto Blue Jays|Atlanta Braves|4-2
1993|Toronto Blue Jays|Philadelphia Phillies|4-2
1995|Atlanta Braves|Cleveland Indians|4-2
1996|New York Yankees|Atlanta Braves|4-2
1997|Florida Marlins|Cleveland Indians|4-3
1998|New York Yankees|San Diego Padres|4-0
1999|New York Yankees|Atlanta Braves|4-0
2000|New York Yankees|New York Mets|4-1
2001|Arizona Diamondbacks|New York Yankees|4-3
2002|Anaheim Angels|San Francisco Giants|4-3
2003|Florida Marlins|New York Yankees|4-2
2004|Boston Red Sox|St. Louis Cardinals|4-0
2005|Chicago White Sox|Houston Astros|4-0
2006|St. Louis Cardinals|Detroit Tigers|4-1
2007|Boston Red Sox|Colorado Rockies|4-0
2008|Philadelphia Phillies|Tampa Bay Rays|4-1
2009|New York Yankees|Philadelphia Phillies|4-2
2010|San Francisco Giants|Texas Rangers|4-1
2011|St. Louis Cardinals|Texas Rangers|4-3
2012|San Francisco Giants|Detroit Tigers|4-0
2013|Boston Red Sox|St. Louis Cardinals|4-2
2014|San Francisco Giants|Kansas City Royals|4-3
2015|Kansas City Royals|New York Mets|4-1
2016|Chicago Cubs|Cleveland Indians|4-3
2017|Houston Astros|Los Angeles Dodgers|4-3
2018|Boston Red Sox|Los Angeles Dodgers|4-1
2019|Washington Nationals|Houston Astros|4-3
2020|Los Angeles Dodgers|Tampa Bay Rays|4-2
2021|Atlanta Braves|Houston Astros|4-2
2022|Houston Astros|Philadelphia Phillies|4-2
2023|Texas Rangers|Arizona Diamondbacks|4-1
2024|Los Angeles Dodgers|New York Yankees|4-1
2025|Los Angeles Dodgers|Toronto Blue Jays|4-3
`,
};
