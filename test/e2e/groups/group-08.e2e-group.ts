import { loadGroup } from './load-group';

loadGroup(8);
