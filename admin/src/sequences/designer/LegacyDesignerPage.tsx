/** Placeholder until the older designer view (/ops/designer) lands. */
const LegacyDesignerPage = () => null;

export default LegacyDesignerPage;
