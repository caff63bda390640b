/**
 * Typed reads of a settings group (sign_in, session, mail, crm, queues). The contract describes the groups only
 * loosely for now, so each value is checked before use: a missing or odd value reads as absent instead of
 * breaking the page. Exact group types from the contract fit these readers too.
 */
export type SettingsGroup = Readonly<Record<string, unknown>> | null | undefined;

export const readText = (group: SettingsGroup, key: string): string | undefined => {
  const value = group?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export const readFlag = (group: SettingsGroup, key: string): boolean | undefined => {
  const value = group?.[key];
  return typeof value === 'boolean' ? value : undefined;
};

export const readNumber = (group: SettingsGroup, key: string): number | undefined => {
  const value = group?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

export const readTexts = (group: SettingsGroup, key: string): string[] => {
  const value = group?.[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};
