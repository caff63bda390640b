// Word lists for the duplicate-lead corpus (test/perf/duplicate-corpus.mjs). Hand-written, no network: US first and
// last names with rough frequency weights (so common names collide as they do in real feeds), their nicknames split
// into those duplicate-keys.policy.ts knows ("known") and everyday ones it does not ("unknown", kept honest on purpose),
// real US cities with real ZIPs, mail domains, typo'd domains, lead sites and the stand-in values feeds post.

/** [name, weight, known nicknames, unknown nicknames or spellings]. Weights are relative. */
export const FIRST_NAMES = [
  ['James', 30, ['Jim', 'Jimmy', 'Jamie'], ['Jimbo']], ['Robert', 28, ['Bob', 'Rob', 'Bobby', 'Robbie'], ['Bert']],
  ['John', 28, [], ['Johnny', 'Jack', 'Jon']], ['Michael', 28, ['Mike', 'Mikey'], ['Mick']],
  ['David', 24, ['Dave'], []], ['William', 22, ['Bill', 'Will', 'Billy'], ['Willie']],
  ['Richard', 14, ['Rick', 'Rich'], []], ['Joseph', 14, ['Joe', 'Joey'], []], ['Thomas', 14, ['Tom', 'Tommy'], ['Thom']],
  ['Christopher', 14, ['Chris'], ['Topher']], ['Charles', 10, ['Charlie', 'Chuck'], ['Chas']],
  ['Daniel', 12, ['Dan', 'Danny'], []], ['Matthew', 12, ['Matt'], ['Matty']], ['Anthony', 10, ['Tony'], ['Ant']],
  ['Steven', 8, ['Steve'], []], ['Stephen', 4, ['Steve'], []], ['Andrew', 8, ['Andy', 'Drew'], []],
  ['Joshua', 7, ['Josh'], []], ['Kenneth', 6, ['Ken', 'Kenny'], []], ['Timothy', 6, ['Tim'], []],
  ['Edward', 5, ['Ed', 'Eddie'], ['Ned']], ['Jonathan', 5, ['Jon'], ['John']], ['Nicholas', 5, ['Nick'], ['Nico']],
  ['Benjamin', 5, ['Ben'], ['Benji']], ['Samuel', 4, ['Sam'], []], ['Zachary', 4, ['Zach', 'Zack'], []],
  ['Jacob', 5, ['Jake'], []], ['Theodore', 3, [], ['Teddy', 'Theo', 'Ted']], ['Henry', 3, [], ['Hank']],
  ['Gerald', 2, [], ['Jerry']], ['Philip', 2, ['Phil'], ['Phillip']], ['Jeffrey', 3, ['Jeff'], ['Geoffrey']],
  ['Patrick', 3, [], ['Pat', 'Paddy']], ['Alejandro', 3, [], ['Alex', 'Alejo']], ['Francisco', 3, [], ['Paco', 'Frank']],
  ['Guillermo', 2, [], ['Memo', 'Will']],
  ['Mary', 22, [], ['Marie']], ['Patricia', 12, ['Patty', 'Trish'], ['Pat']], ['Jennifer', 16, ['Jen', 'Jenny'], []],
  ['Linda', 10, [], []], ['Elizabeth', 14, ['Liz', 'Beth', 'Betty'], ['Betsy', 'Ellie']],
  ['Barbara', 6, [], ['Barb']], ['Susan', 8, ['Sue', 'Suzy'], ['Susie']], ['Jessica', 10, [], ['Jess', 'Jessie']],
  ['Sarah', 10, [], ['Sara']], ['Karen', 6, [], []], ['Nancy', 5, [], []], ['Margaret', 6, ['Maggie', 'Peggy', 'Meg'], ['Marge']],
  ['Katherine', 6, ['Kate', 'Katie', 'Kathy'], ['Kat']], ['Catherine', 4, ['Kate', 'Cathy'], ['Cat']],
  ['Kathleen', 3, [], ['Kathy', 'Kate']], ['Rebecca', 4, ['Becky', 'Becca'], []], ['Deborah', 4, ['Debbie', 'Deb'], ['Debra']],
  ['Victoria', 3, ['Vicky'], ['Tori']], ['Samantha', 4, [], ['Sam', 'Sammy']], ['Alexandra', 3, [], ['Alex', 'Lexi']],
  ['Christina', 3, [], ['Chris', 'Tina']], ['Abigail', 3, ['Abby'], ['Abbie']], ['Jacqueline', 3, [], ['Jackie']],
  ['Ashley', 8, [], []], ['Emily', 7, [], ['Em']], ['Amanda', 5, ['Mandy'], []], ['Ann', 3, [], ['Anne']],
  ['José', 8, [], ['Pepe']], ['María', 10, [], ['Mari']], ['Jesús', 3, [], ['Chuy']], ['Guadalupe', 2, [], ['Lupe']],
  ['Sofía', 3, [], []], ['Raúl', 2, [], []], ['Inés', 2, [], []], ['Zoë', 2, [], ['Zoey']], ['Chloé', 2, [], []],
  ['Renée', 2, [], []], ['André', 2, [], []], ['Léa', 1, [], []], ['Mary-Kate', 1, [], []], ['Jean-Luc', 1, [], []],
  ['Anne-Marie', 1, [], []], ['Łukasz', 1, [], []], ['Bjørn', 1, [], []], ['Søren', 1, [], []], ['Priya', 2, [], []],
  ['Wei', 2, [], []], ['Mohammed', 3, [], ['Mohamed', 'Muhammad']], ['Fatima', 2, [], []], ['Olumide', 1, [], []],
  ['Thanh', 1, [], []], ['Hiroshi', 1, [], []], ['Dmitri', 1, [], []], ['Siobhan', 1, [], []], ['DeShawn', 2, [], []],
  ["D'Andre", 1, [], []], ['Aaliyah', 2, [], []], ['Mei', 1, [], []], ['Oluwaseun', 1, [], []],
];

/** [name, weight]. Hyphenated, accented, apostrophe and multi-word names included. */
export const LAST_NAMES = [
  ['Smith', 40], ['Johnson', 32], ['Williams', 28], ['Brown', 26], ['Jones', 26], ['García', 22], ['Miller', 20],
  ['Davis', 20], ['Rodríguez', 18], ['Martínez', 18], ['Hernández', 16], ['López', 16], ['González', 15], ['Wilson', 14],
  ['Anderson', 14], ['Thomas', 13], ['Taylor', 13], ['Moore', 12], ['Jackson', 12], ['Martin', 12], ['Lee', 12],
  ['Pérez', 11], ['Thompson', 11], ['White', 11], ['Harris', 10], ['Sánchez', 10], ['Clark', 10], ['Ramírez', 9],
  ['Lewis', 9], ['Robinson', 9], ['Walker', 9], ['Young', 8], ['Allen', 8], ['King', 8], ['Wright', 8], ['Scott', 8],
  ['Torres', 8], ['Nguyễn', 8], ['Hill', 7], ['Flores', 7], ['Green', 7], ['Adams', 7], ['Nelson', 7], ['Baker', 7],
  ['Hall', 6], ['Rivera', 6], ['Campbell', 6], ['Mitchell', 6], ['Carter', 6], ['Roberts', 6], ['Kim', 6], ['Patel', 6],
  ['Chen', 5], ['Wang', 4], ['Singh', 4], ['Shah', 3], ['Tran', 4], ['Pham', 3], ['Le', 3], ['Ng', 2], ['Murphy', 4],
  ['Sullivan', 3], ['Byrne', 2], ["O'Brien", 3], ["O'Connor", 3], ['McDonald', 3], ["D'Angelo", 2], ['Muñoz', 3],
  ['Núñez', 2], ['Peña', 2], ['Ibáñez', 1], ['Gómez', 4], ['Müller', 2], ['Schröder', 1], ['Kowalski', 2],
  ['Wałęsa', 1], ['Øvergaard', 1], ['Nakamura', 2], ['Okafor', 2], ['Adeyemi', 1], ['Haddad', 1], ['Goldberg', 2],
  ['Rosenberg', 1], ['Petrov', 1], ['Ivanova', 1], ['Smith-Jones', 1], ['García-López', 1], ['Ortiz-Rivera', 1],
  ['De La Cruz', 2], ['Van Buren', 1], ['Del Toro', 1], ['St. John', 1],
];

/** [city, state code, state name, [ZIPs], alias spelling or null, weight]. Real ZIPs of each city. */
export const CITIES = [
  ['Austin', 'TX', 'Texas', ['78701', '78702', '78704', '78745', '78751'], null, 6],
  ['Houston', 'TX', 'Texas', ['77002', '77006', '77019', '77098'], null, 8],
  ['Dallas', 'TX', 'Texas', ['75201', '75204', '75214', '75219'], null, 7],
  ['Fort Worth', 'TX', 'Texas', ['76102', '76107', '76110'], 'Ft. Worth', 4],
  ['San Antonio', 'TX', 'Texas', ['78205', '78209', '78212'], null, 5],
  ['Chicago', 'IL', 'Illinois', ['60601', '60614', '60622', '60657'], null, 8],
  ['New York', 'NY', 'New York', ['10001', '10011', '10025', '10128'], null, 8],
  ['Brooklyn', 'NY', 'New York', ['11201', '11215', '11238'], null, 4],
  ['Los Angeles', 'CA', 'California', ['90012', '90026', '90034', '90046'], null, 8],
  ['San Diego', 'CA', 'California', ['92101', '92103', '92109'], null, 4],
  ['San Francisco', 'CA', 'California', ['94102', '94110', '94117'], null, 4],
  ['San Jose', 'CA', 'California', ['95112', '95125'], null, 3],
  ['Seattle', 'WA', 'Washington', ['98101', '98103', '98115'], null, 4],
  ['Portland', 'OR', 'Oregon', ['97201', '97209', '97214'], null, 3],
  ['Denver', 'CO', 'Colorado', ['80202', '80205', '80218'], null, 4],
  ['Phoenix', 'AZ', 'Arizona', ['85004', '85016', '85018'], null, 5],
  ['Tucson', 'AZ', 'Arizona', ['85701', '85719'], null, 2],
  ['Las Vegas', 'NV', 'Nevada', ['89101', '89117', '89123'], null, 3],
  ['Salt Lake City', 'UT', 'Utah', ['84101', '84105'], null, 2],
  ['Albuquerque', 'NM', 'New Mexico', ['87102', '87110'], null, 2],
  ['Minneapolis', 'MN', 'Minnesota', ['55401', '55408', '55414'], null, 3],
  ['Saint Paul', 'MN', 'Minnesota', ['55101', '55102', '55105'], 'St. Paul', 2],
  ['St. Louis', 'MO', 'Missouri', ['63101', '63110', '63118'], 'Saint Louis', 3],
  ['Kansas City', 'MO', 'Missouri', ['64105', '64111'], null, 2],
  ['Nashville', 'TN', 'Tennessee', ['37203', '37206', '37209'], null, 3],
  ['Atlanta', 'GA', 'Georgia', ['30303', '30308', '30312', '30318'], null, 5],
  ['Miami', 'FL', 'Florida', ['33130', '33131', '33137'], null, 4],
  ['Fort Lauderdale', 'FL', 'Florida', ['33301', '33304'], 'Ft Lauderdale', 2],
  ['Orlando', 'FL', 'Florida', ['32801', '32803'], null, 3],
  ['Tampa', 'FL', 'Florida', ['33602', '33606'], null, 3],
  ['Charlotte', 'NC', 'North Carolina', ['28202', '28203', '28205'], null, 3],
  ['Raleigh', 'NC', 'North Carolina', ['27601', '27603'], null, 2],
  ['Mount Pleasant', 'SC', 'South Carolina', ['29464'], 'Mt. Pleasant', 1],
  ['Washington', 'DC', 'District of Columbia', ['20001', '20009', '20016'], null, 3],
  ['Baltimore', 'MD', 'Maryland', ['21201', '21224'], null, 2],
  ['Philadelphia', 'PA', 'Pennsylvania', ['19103', '19107', '19147'], null, 4],
  ['Pittsburgh', 'PA', 'Pennsylvania', ['15213', '15222'], null, 2],
  ['Boston', 'MA', 'Massachusetts', ['02108', '02116', '02130'], null, 4],
  ['Cambridge', 'MA', 'Massachusetts', ['02138', '02139'], null, 1],
  ['Providence', 'RI', 'Rhode Island', ['02903', '02906'], null, 1],
  ['Newark', 'NJ', 'New Jersey', ['07102', '07104'], null, 1],
  ['Detroit', 'MI', 'Michigan', ['48201', '48226'], null, 2],
  ['Columbus', 'OH', 'Ohio', ['43215', '43201'], null, 2],
  ['Indianapolis', 'IN', 'Indiana', ['46204', '46220'], null, 2],
  ['Milwaukee', 'WI', 'Wisconsin', ['53202', '53211'], null, 1],
  ['New Orleans', 'LA', 'Louisiana', ['70112', '70130'], null, 2],
  ['Oklahoma City', 'OK', 'Oklahoma', ['73102', '73118'], null, 2],
  ['Louisville', 'KY', 'Kentucky', ['40202', '40204'], null, 1],
  ['Honolulu', 'HI', 'Hawaii', ['96813', '96815'], null, 1],
  ['Anchorage', 'AK', 'Alaska', ['99501', '99503'], null, 1],
];

export const STREETS = ['Oak St', 'Maple Ave', 'Cedar Ln', 'Elm St', 'Main St', 'Park Ave', 'Washington Blvd', 'Lakeview Dr',
  'Pine St', 'Hillcrest Rd', 'Willow Way', 'Sunset Blvd', 'River Rd', 'Church St', 'Highland Ave', 'Meadow Ln', 'Forest Dr'];

/** Area codes in use, so every family phone is a real-looking NANP number. */
export const AREA_CODES = ['512', '737', '713', '832', '214', '469', '817', '210', '312', '773', '212', '646', '718', '213', '310',
  '323', '619', '415', '408', '206', '503', '303', '720', '602', '480', '520', '702', '801', '505', '612', '651', '314', '816',
  '615', '404', '678', '305', '786', '954', '407', '813', '704', '919', '843', '202', '410', '215', '412', '617', '401', '973',
  '313', '614', '317', '414', '504', '405', '502', '808', '907'];

/** [domain, weight]; gmail.com is what most leads use (dots and +tags fold there). */
export const MAIL_DOMAINS = [['gmail.com', 50], ['yahoo.com', 14], ['hotmail.com', 8], ['outlook.com', 8], ['icloud.com', 8],
  ['aol.com', 4], ['comcast.net', 3], ['att.net', 2], ['msn.com', 1], ['live.com', 2]];

/** One-edit domain typos people send ('gmial.com'); the mailbox key differs, so only other signals can link them. */
export const DOMAIN_TYPOS = { 'gmail.com': ['gmial.com', 'gmal.com', 'gmail.con', 'gnail.com', 'gmail.co'],
  'yahoo.com': ['yaho.com', 'yahooo.com', 'yahoo.con'], 'hotmail.com': ['hotmial.com', 'hotmal.com'],
  'outlook.com': ['outlok.com', 'outlook.co'], 'icloud.com': ['icoud.com', 'icloud.co'], 'aol.com': ['aol.co', 'aoll.com'] };

export const LEAD_SITES = ['MovingQuotes', 'HireAHelper', 'MovingLeadsPro', 'QuoteRunner', 'MoveAdvisor', 'UShipMoves',
  'RelocateNow', 'BestMoverQuotes', 'Google Ads form', 'Phone-in (staff)'];

/** Stand-ins the policy knows (never a match key). */
export const PLACEHOLDER_PHONES = ['000-000-0000', '123-456-7890', '555-555-5555', '(999) 999-9999', '111-111-1111', '0000000000',
  '(222) 222-2222', '1234567890', '987-654-3210'];
export const PLACEHOLDER_EMAILS = ['none@none.com', 'noemail@gmail.com', 'n/a', 'N/A', 'na@na.com', 'none@gmail.com',
  'noemail@noemail.com', 'test@test.com', 'no-email@placeholder.invalid', 'nomail@yahoo.com', 'x@x.com', 'unknown@unknown.com'];
/** Stand-ins seen in feeds that the policy does not recognise (measured, not hidden). */
export const UNKNOWN_PLACEHOLDER_PHONES = ['555-123-4567', '(555) 555-1234', '(800) 555-1212', '999-123-4567', '(212) 555-1234',
  '(713) 555-5555', '(310) 555-5555'];
export const UNKNOWN_PLACEHOLDER_EMAILS = ['no@no.com', 'nope@nope.com', 'nothanks@gmail.com', 'a@a.com', 'dontemail@me.com',
  'abc@abc.com', 'no@gmail.com'];
