/** The organisation-wide daily usage row's scope id (one organisation per installation). */
export const ORG_SCOPE_ID = '00000000-0000-0000-0000-000000000000';
