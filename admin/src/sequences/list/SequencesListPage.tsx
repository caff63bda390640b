/** Placeholder until the screen lands. */
const SequencesListPage = () => null;

export default SequencesListPage;
