import { URL, fileURLToPath } from 'node:url';
import { sizeBudgets } from './scripts/size-budgets.mjs';

export default sizeBudgets(fileURLToPath(new URL('./dist', import.meta.url)), {
  src: fileURLToPath(new URL('./src', import.meta.url)),
});
