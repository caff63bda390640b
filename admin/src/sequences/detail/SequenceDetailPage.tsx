/** Placeholder until the screen lands. */
const SequenceDetailPage = () => null;

export default SequenceDetailPage;
