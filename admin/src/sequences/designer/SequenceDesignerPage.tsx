/** Placeholder until the screen lands. */
const SequenceDesignerPage = () => null;

export default SequenceDesignerPage;
