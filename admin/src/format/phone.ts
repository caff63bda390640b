/**
 * Phone display shared with the backend (one implementation): 10-digit US numbers as (xxx) xxx-xxxx, E.164
 * +1 numbers too; anything else unchanged.
 */
export { formatPhoneDisplay } from '../../../src/modules/leads/intake/parsing/phone';
