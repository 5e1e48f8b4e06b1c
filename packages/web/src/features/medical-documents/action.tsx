import { lazy } from 'react';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionLink } from '../../ui/taken-action-card';

/** The documents saved in the meeting; seed 002 §2: each opens its PDF. */
function Documents({ items, when }: TakenActionItemsProps<'documents'>) {
  return items.map((item) => (
    <TakenActionLink
      key={item.id}
      href={`/api/medicaldocuments/finalised-document/${encodeURIComponent(item.id)}`}
      title={item.title}
      meta={`${item.templateName} · ${when(item.createdAt)}`}
    />
  ));
}

/** Create document (seed 000 §2, seed 002 §7 Documents; issue 7). */
export const medicalDocumentActions: WebActionModule = {
  id: 'medical-documents',
  panels: {
    'create-document': lazy(() =>
      import('./components/create-document-panel').then((m) => ({ default: m.CreateDocumentPanel })),
    ),
  },
  takenActions: { documents: Documents },
};
