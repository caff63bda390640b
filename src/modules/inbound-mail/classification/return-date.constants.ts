/**
 * The words return dates are written with, in English, Spanish, German, French, Dutch, Italian and Portuguese, folded the way
 * return-date.policy reads text (lower case, accents dropped, ß as ss): month and weekday names, the cues after
 * which a return day follows, the words that may stand between a cue and the date, and range separators.
 */

export const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7,
  august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
  enero: 1, ene: 1, febrero: 2, marzo: 3, abril: 4, abr: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, ago: 8,
  septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12, dic: 12,
  januar: 1, februar: 2, marz: 3, maerz: 3, mai: 5, juni: 6, juli: 7, oktober: 10, okt: 10, dezember: 12, dez: 12,
  janvier: 1, janv: 1, fevrier: 2, fevr: 2, fev: 2, mars: 3, avril: 4, avr: 4, juin: 6, juillet: 7, juil: 7, aout: 8,
  septembre: 9, octobre: 10, novembre: 11, decembre: 12,
  januari: 1, februari: 2, maart: 3, mrt: 3, mei: 5, augustus: 8,
  gennaio: 1, febbraio: 2, aprile: 4, maggio: 5, giugno: 6, luglio: 7, settembre: 9, ottobre: 10, dicembre: 12,
  janeiro: 1, fevereiro: 2, maio: 5, junho: 6, julho: 7, setembro: 9, outubro: 10, novembro: 11, dezembro: 12,
};

export const WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
  mon: 1, tue: 2, tues: 2, wed: 3, thu: 4, thur: 4, thurs: 4, fri: 5,
  domingo: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6,
  sonntag: 0, montag: 1, dienstag: 2, mittwoch: 3, donnerstag: 4, freitag: 5, samstag: 6, sonnabend: 6,
  dimanche: 0, lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6,
  zondag: 0, maandag: 1, dinsdag: 2, woensdag: 3, donderdag: 4, vrijdag: 5, zaterdag: 6,
  domenica: 0, lunedi: 1, martedi: 2, mercoledi: 3, giovedi: 4, venerdi: 5, sabato: 6,
  'segunda-feira': 1, 'terca-feira': 2, 'quarta-feira': 3, 'quinta-feira': 4, 'sexta-feira': 5,
};

/** Alternations for the patterns, longest names first so "september" wins over "sep". */
export const MONTH = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
export const WEEKDAY = Object.keys(WEEKDAYS).sort((a, b) => b.length - a.length).join('|');

const cues = (words: string[]): RegExp => new RegExp(words.map((cue) => `\\b${cue}\\b`).join('|'), 'g');

/** Words after which the day of return follows (within a short distance): "back on", "zurück am", "de retour le". */
export const RETURN_CUE = cues([
  'back', 'return(?:ing|s)?', 'resum(?:e|ing)', 'in the office', 'in office', 'reachable', 'available(?: again)?',
  'regres(?:o|ar[eé]|amos|a)', 'de vuelta', 'vuelvo', 'volver[eé]', 'reincorpor(?:o|ar[eé])', 'retomar[eé]', 'disponible (?:a partir del?|el|desde el)',
  // Archives turn the umlaut into '?' ("zur?ck").
  'zur(?:ue|u|\\?)ck', 'wieder', 'ab', 'erreichbar',
  'retour', 'a partir du?', 'des le',
  'terug', 'vanaf', 'weer',
  'rientr(?:o|ero|ando)', 'di ritorno', 'di nuovo', 'tornero', 'disponibile (?:dal?|a partire dal?)', 'a partire dal?',
  'regress(?:o|arei|amos)', 'de volta', 'volto', 'retorn(?:o|arei)', 'a partir de',
]);
/** Words after which the last day away follows: "until", "bis", "jusqu'au", "hasta", "tot", "to" (the end of a range). */
export const UNTIL_CUE = cues(['until', 'till', 'through', 'thru', 'to', 'hasta(?: el)?', 'al', 'bis', "jusqu' ?(?:au|a)", 'au', 'tot en met', 't/m', 'tot', 'fino (?:al|a)', 'ate(?: ao| o| dia)?']);

/** Words that may stand between a cue and the date: "back in the office on", "wieder im Büro am", "de retour le"... */
export const FILLER = new Set([
  'on', 'the', 'office', 'at', 'my', 'desk', 'again', 'in', 'from', 'around', 'approximately', 'will', 'be', 'to', 'by',
  'work', 'and', 'morning', 'afternoon', 'evening', 'of', 'el', 'la', 'los', 'oficina', 'a', 'en', 'desde', 'de', 'del', 'al', 'aproximadamente', 'sere',
  'estare', 'trabajo', 'hasta', 'partir', 'until', 'returning', 'office,', 'inclusive', 'including', 'expected',
  'am', 'dem', 'den', 'zum', 'im', 'buro', 'ab', 'bin', 'ich', 'ist', 'sind', 'wir', 'einschliesslich', 'inklusive', 'voraussichtlich', 'erreichbar', 'da', 'wieder',
  'le', 'du', 'au', 'bureau', 'je', 'serai', 'suis', 'nous', 'serons', 'inclus', 'compris', 'y',
  'op', 'het', 'kantoor', 'ik', 'ben', 'weer', 'aanwezig', 'bereikbaar', 'vanaf', 'met',
  'il', 'lo', 'dal', 'saro', 'ufficio', 'di', 'nuovo', 'sono', 'incluso', 'o', 'dia', 'estarei', 'estou', 'do', 'no', 'escritorio', 'em',
]);

/** What stands between the two ends of a range: "10-31", "10 to 31", "10. bis 31.", "du 10 au 31", "van 10 tot 31". */
export const RANGE_SEPARATOR = "(?:-|\u2013|\u2014|to|through|thru|till|until|bis(?: zum| einschliesslich)?|au|jusqu' ?au|al|hasta(?: el)?|tot(?: en met)?|t/m)";

/** Words only text written in a day-first language uses: numeric dates there are day/month. */
export const DAY_FIRST_WORDS =
  /\b(estoy|estare|regreso|vuelta|oficina|vacaciones|gracias|hasta|ich|bin|zuruck|bis|buro|urlaub|abwesend|je|suis|serai|retour|bureau|conges|ik|terug|kantoor|vakantie|afwezig|sono|ufficio|rientro|ferie|grazie|fino|estou|escritorio|ferias|obrigad[oa])\b/;
