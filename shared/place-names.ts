// Indian cities by today's and older names, and the railway stations that serve each (main station first).
// The one table for station search (/api/stations) and Visbot's place names. The railway data set still
// names many stations by the old name ('Bangalore City Jn', 'Trivandrum Central'), so a visitor typing the
// city's name today must be led to them here. Add a row for another renamed city; spellings go in `names`.

export type RenamedCity = { names: readonly string[]; stations: readonly string[] };

export const RENAMED_CITIES: readonly RenamedCity[] = [
  { names: ['Bengaluru', 'Bangalore', 'Banglore'], stations: ['SBC', 'YPR', 'BNC'] },
  { names: ['Mysuru', 'Mysore'], stations: ['MYS'] },
  { names: ['Thiruvananthapuram', 'Trivandrum'], stations: ['TVC', 'KCVL', 'TVP'] },
  { names: ['Gurugram', 'Gurgaon'], stations: ['GGN'] },
  { names: ['Kochi', 'Cochin', 'Ernakulam'], stations: ['ERS', 'ERN'] },
  { names: ['Chennai', 'Madras'], stations: ['MAS', 'MS', 'MSB'] },
  { names: ['Mumbai', 'Bombay'], stations: ['CSMT', 'BCT', 'LTT', 'BDTS', 'DR'] },
  { names: ['Kolkata', 'Calcutta'], stations: ['HWH', 'SDAH', 'KOAA', 'SHM'] },
  { names: ['Prayagraj', 'Allahabad'], stations: ['ALD', 'PRG', 'ALY'] },
  { names: ['Puducherry', 'Pondicherry', 'Pondy'], stations: ['PDY'] },
  { names: ['Varanasi', 'Benares', 'Banaras', 'Kashi'], stations: ['BSB', 'MUV', 'BCY'] },
  { names: ['Belagavi', 'Belgaum'], stations: ['BGM'] },
  { names: ['Kozhikode', 'Calicut'], stations: ['CLT'] },
  { names: ['Vadodara', 'Baroda'], stations: ['BRC'] },
  { names: ['Mangaluru', 'Mangalore'], stations: ['MAJN', 'MAQ'] },
  { names: ['Hubballi', 'Hubli'], stations: ['UBL'] },
  { names: ['Tumakuru', 'Tumkur'], stations: ['TK'] },
  { names: ['Shivamogga', 'Shimoga'], stations: ['SME', 'SMET'] },
  { names: ['Kalaburagi', 'Gulbarga'], stations: ['GR'] },
  { names: ['Ballari', 'Bellary'], stations: ['BAY', 'BYC'] },
  { names: ['Vijayapura', 'Bijapur'], stations: ['BJP'] },
  { names: ['Hosapete', 'Hospet'], stations: ['HPT'] },
  { names: ['Davanagere', 'Davangere'], stations: ['DVG'] },
  { names: ['Thrissur', 'Trichur'], stations: ['TCR'] },
  { names: ['Kollam', 'Quilon'], stations: ['QLN'] },
  { names: ['Alappuzha', 'Alleppey'], stations: ['ALLP'] },
  { names: ['Kannur', 'Cannanore'], stations: ['CAN'] },
  { names: ['Palakkad', 'Palghat'], stations: ['PGT', 'PGTN'] },
  { names: ['Thalassery', 'Tellicherry'], stations: ['TLY'] },
  { names: ['Tiruchirappalli', 'Trichy', 'Trichinopoly'], stations: ['TPJ'] },
  { names: ['Thanjavur', 'Tanjore'], stations: ['TJ'] },
  { names: ['Thoothukudi', 'Tuticorin'], stations: ['TN'] },
  { names: ['Kanniyakumari', 'Kanyakumari', 'Cape Comorin'], stations: ['CAPE'] },
  { names: ['Pune', 'Poona'], stations: ['PUNE'] },
  { names: ['Guwahati', 'Gauhati'], stations: ['GHY'] },
  { names: ['Shimla', 'Simla'], stations: ['SML'] },
  { names: ['Kanpur', 'Cawnpore'], stations: ['CNB'] },
  { names: ['Jabalpur', 'Jubbulpore'], stations: ['JBP'] },
  { names: ['Ayodhya', 'Faizabad'], stations: ['AY', 'FD'] },
  { names: ['Pt. Deen Dayal Upadhyaya', 'Mughal Sarai'], stations: ['MGS'] },
  { names: ['Madgaon', 'Margao'], stations: ['MAO'] },
  { names: ['Chhatrapati Sambhajinagar', 'Aurangabad'], stations: ['AWB'] },
  { names: ['Nashik', 'Nasik'], stations: ['NK'] },
  { names: ['Ahmedabad', 'Amdavad'], stations: ['ADI'] },
  { names: ['Rani Kamalapati', 'Habibganj'], stations: ['HBJ'] },
];

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/**
 * The stations of the city a visitor's text names, under any of its names: a whole name, or the start of one
 * from three letters on ('Beng' → Bengaluru). Main station first; [] when no city matches.
 */
export function stationsOfCity(text: string): string[] {
  const typed = key(text);
  if (typed.length < 3) return [];
  const codes = RENAMED_CITIES.filter((city) => city.names.some((name) => key(name).startsWith(typed))).flatMap(
    (city) => city.stations,
  );
  return [...new Set(codes)];
}

/** Every name of each city, lower case, for a matcher of free text (Visbot's gazetteer). */
export const cityNameGroups = (): string[][] =>
  RENAMED_CITIES.map((city) => city.names.map((name) => name.toLowerCase()));
