/** A neighborhood of a real US city: its zip code, an approximate center and a few real street names. */
export interface Neighborhood {
  name: string;
  /** The city as an address carries it (a suburb keeps its own name). */
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  streets: readonly string[];
  /** Area code for the fictional 555-01xx phone numbers. */
  areaCode: string;
}

// One neighborhood a line: name | city | state | zip code | latitude | longitude | area code | streets (`;`).
// Around San Francisco, New York, Chicago, Austin and Seattle, with a suburb of each among them.
const TABLE = `
Mission District    | San Francisco | CA | 94110 | 37.7599 | -122.4148 | 415 | Valencia St; Mission St; 24th St
SoMa                | San Francisco | CA | 94103 | 37.7785 | -122.4056 | 415 | Folsom St; Howard St; Harrison St
Marina              | San Francisco | CA | 94123 | 37.8037 | -122.4368 | 415 | Chestnut St; Lombard St; Union St
Inner Sunset        | San Francisco | CA | 94122 | 37.7602 | -122.4686 | 415 | Irving St; Judah St; 9th Ave
Financial District  | San Francisco | CA | 94111 | 37.7946 | -122.3999 | 415 | Montgomery St; Sansome St; Battery St
Downtown Oakland    | Oakland       | CA | 94612 | 37.8044 | -122.2712 | 510 | Broadway; Telegraph Ave; Grand Ave
Chelsea             | New York      | NY | 10011 | 40.7465 | -74.0014  | 212 | W 23rd St; 8th Ave; 9th Ave
Upper West Side     | New York      | NY | 10024 | 40.787  | -73.9754  | 212 | Broadway; Amsterdam Ave; Columbus Ave
East Village        | New York      | NY | 10009 | 40.7265 | -73.9815  | 212 | Avenue A; E 7th St; 1st Ave
Midtown             | New York      | NY | 10018 | 40.7549 | -73.984   | 212 | W 38th St; 6th Ave; 7th Ave
Williamsburg        | Brooklyn      | NY | 11211 | 40.7081 | -73.9571  | 718 | Bedford Ave; Grand St; N 6th St
The Loop            | Chicago       | IL | 60603 | 41.88   | -87.627   | 312 | S State St; W Madison St; S Wabash Ave
Wicker Park         | Chicago       | IL | 60622 | 41.9088 | -87.6796  | 773 | N Milwaukee Ave; W Division St; N Damen Ave
Lincoln Park        | Chicago       | IL | 60614 | 41.9214 | -87.6513  | 773 | N Clark St; N Halsted St; W Armitage Ave
Hyde Park           | Chicago       | IL | 60615 | 41.7943 | -87.5907  | 773 | E 53rd St; S Harper Ave; S Lake Park Ave
Downtown Evanston   | Evanston      | IL | 60201 | 42.0451 | -87.6877  | 847 | Church St; Davis St; Sherman Ave
Downtown            | Austin        | TX | 78701 | 30.2686 | -97.742   | 512 | Congress Ave; W 6th St; Lavaca St
South Congress      | Austin        | TX | 78704 | 30.247  | -97.7509  | 512 | S Congress Ave; S 1st St; S Lamar Blvd
East Austin         | Austin        | TX | 78702 | 30.262  | -97.722   | 512 | E Cesar Chavez St; E 6th St; Manor Rd
North Loop          | Austin        | TX | 78751 | 30.318  | -97.724   | 512 | N Loop Blvd; Burnet Rd; Guadalupe St
Downtown Round Rock | Round Rock    | TX | 78664 | 30.5083 | -97.6789  | 512 | E Main St; N Mays St; E Palm Valley Blvd
Capitol Hill        | Seattle       | WA | 98102 | 47.6253 | -122.3222 | 206 | Broadway E; E Pike St; 15th Ave E
Ballard             | Seattle       | WA | 98107 | 47.6687 | -122.3848 | 206 | NW Market St; Ballard Ave NW; 24th Ave NW
Fremont             | Seattle       | WA | 98103 | 47.651  | -122.3505 | 206 | N 36th St; Fremont Ave N; Stone Way N
Pioneer Square      | Seattle       | WA | 98104 | 47.6015 | -122.3343 | 206 | 1st Ave S; S Main St; Occidental Ave S
Downtown Bellevue   | Bellevue      | WA | 98004 | 47.6101 | -122.2015 | 425 | Bellevue Way NE; NE 8th St; 106th Ave NE
`;

/** Neighborhoods the catalog spreads its locations over (coordinates are approximate, within a few blocks). */
export const NEIGHBORHOODS: readonly Neighborhood[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [name, city, state, zipCode, latitude, longitude, areaCode, streets] = line
      .split('|')
      .map((cell) => cell.trim()) as [string, string, string, string, string, string, string, string];
    return {
      name,
      city,
      state,
      zipCode,
      latitude: Number(latitude),
      longitude: Number(longitude),
      areaCode,
      streets: streets.split(';').map((street) => street.trim()),
    };
  });
