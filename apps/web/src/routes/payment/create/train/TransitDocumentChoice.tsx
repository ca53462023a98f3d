import {
  transitDocumentLabels,
  ZTransitDocument,
  type TransitDocument,
} from '@peresadka/contracts/enums';
import { Field } from '../form/Field.tsx';

/** The control shows only where a document is needed: «не требуется» would mislead there. */
const NOT_CHOSEN = 'Выберите документ';

/**
 * What takes a traveller through another country on a train that crosses one (SPEC §5:
 * «Янтарь» to Калининград through Lithuania): the УПД or the УТД. The same control on the train
 * form and on a combined trip's train leg, where `context` names the traveller and the leg.
 */
export function TransitDocumentChoice({
  value,
  error,
  context,
  onChange,
}: {
  value: TransitDocument;
  error: string | undefined;
  context?: string;
  onChange: (document: TransitDocument) => void;
}) {
  return (
    <Field label="Транзитный документ" context={context} error={error} wide>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(event) => onChange(ZTransitDocument.parse(event.target.value))}
        >
          {ZTransitDocument.options.map((document) => (
            <option key={document} value={document}>
              {document === 'NoValue' ? NOT_CHOSEN : transitDocumentLabels[document]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
