import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// a card receipt (decision 057): public like the payment itself; the server decides who may read which one
export const paymentsRoutes: readonly RouteEntry[] = [
  route('/receipt', 'receipt', 'settlement', PUBLIC, 'public', () =>
    import('./pages/receipt-page').then((m) => m.ReceiptPage),
  ),
];
