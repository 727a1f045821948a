// The generator's recent strip still imports the history's time format from here; it lives in
// lib/format.
export { formatLocalDateTime as formatHistoryTime } from '../../lib/format';
