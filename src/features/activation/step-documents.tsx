/**
 * Documents (spec 001 §3, §5): the master documents of the entity type — PRIMARY / SECONDARY
 * (Indonesia: NIB or SIUP & TDP from a dropdown; the Philippines: one primary ID or two secondary
 * IDs from the listed choices), every MANDATORY one, and the OPTIONAL ones.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { UploadedFile } from "../../contract/activation.ts";
import type { UploadedDocument } from "../../domain/activation/draft.ts";
import { type DocumentType, documentsOf, type EntityType, usesPhIdChoice } from "../../domain/activation/variants.ts";
import { useActivationForm } from "./form-context.tsx";
import { useActivationText } from "./messages.ts";
import { UploadSlot } from "./upload-slot.tsx";

const isIdentity = (d: UploadedDocument) => d.document_type === "PRIMARY" || d.document_type === "SECONDARY";

/** The draft's documents: identity slots by position (0, 1), the others by document name. */
function useDocuments() {
  const form = useActivationForm();
  const toDoc = (name: string, type: DocumentType, file: UploadedFile): UploadedDocument => ({
    document_name: name,
    document_type: type,
    file_id: file.id,
    file_name: file.file_name,
  });
  const identity = form.draft.documents.filter(isIdentity);
  const putIdentity = (index: number, doc: UploadedDocument) =>
    form.update((d) => {
      const ids = d.documents.filter(isIdentity);
      ids[index] = doc;
      return { ...d, documents: [...d.documents.filter((x) => !isIdentity(x)), ...ids.filter(Boolean)] };
    });
  const removeIdentity = (index: number) =>
    form.update((d) => {
      const ids = d.documents.filter(isIdentity).filter((_, i) => i !== index);
      return { ...d, documents: [...d.documents.filter((x) => !isIdentity(x)), ...ids] };
    });
  const putNamed = (doc: UploadedDocument) =>
    form.update((d) => ({
      ...d,
      documents: [...d.documents.filter((x) => x.document_name !== doc.document_name || isIdentity(x)), doc],
    }));
  const removeNamed = (name: string) =>
    form.update((d) => ({
      ...d,
      documents: d.documents.filter((x) => x.document_name !== name || isIdentity(x)),
    }));
  return { documents: form.draft.documents, identity, toDoc, putIdentity, removeIdentity, putNamed, removeNamed };
}

function IdentitySlot({
  index,
  options,
  label,
  typeOf,
}: {
  index: number;
  options: string[];
  label: string;
  typeOf: (name: string) => DocumentType;
}) {
  const { t } = useLingui();
  const { identity, toDoc, putIdentity, removeIdentity } = useDocuments();
  const current = identity[index];
  const [name, setName] = useState(current?.document_name ?? options[0] ?? "");
  return (
    <div className="flex flex-col gap-3 rounded-brand border border-border p-3">
      <Select
        label={label}
        options={options.map((o) => ({ id: o, label: o }))}
        selectedKey={name}
        onSelectionChange={(key) => key && setName(key)}
      />
      <UploadSlot
        label={t`Upload: ${name}`}
        docType={name}
        current={current}
        onUploaded={(file) => putIdentity(index, toDoc(name, typeOf(name), file))}
        onRemove={() => removeIdentity(index)}
      />
    </div>
  );
}

export function DocumentsStep({ entity }: { entity: EntityType }) {
  const { t } = useLingui();
  const form = useActivationForm();
  const { message } = useActivationText();
  const { documents, toDoc, putNamed, removeNamed } = useDocuments();
  const all = documentsOf(entity);
  const primaries = all.filter((d) => d.document_type === "PRIMARY").map((d) => d.document_name);
  const secondaries = all.filter((d) => d.document_type === "SECONDARY").map((d) => d.document_name);
  const hasSecondary = documents.some((d) => d.document_type === "SECONDARY");
  const typeOf = (name: string): DocumentType => (primaries.includes(name) ? "PRIMARY" : "SECONDARY");
  const [idMode, setIdMode] = useState<"primary" | "secondary">(hasSecondary ? "secondary" : "primary");
  const missing = form.errors.documents ? message(form.errors.documents) : undefined;

  return (
    <div className="flex flex-col gap-5">
      {missing ? (
        <p role="alert" className="text-sm text-danger">
          {missing}
        </p>
      ) : null}
      {usesPhIdChoice(entity) ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold text-text">{t`Identity document (required)`}</legend>
          <RadioGroup
            label={t`Which IDs will you upload?`}
            value={idMode}
            onChange={(value) => setIdMode(value as "primary" | "secondary")}
            options={[
              { id: "primary", label: t`One primary ID` },
              { id: "secondary", label: t`Two secondary IDs` },
            ]}
          />
          {idMode === "primary" ? (
            <IdentitySlot key="p" index={0} options={primaries} label={t`Primary ID`} typeOf={typeOf} />
          ) : (
            <>
              <IdentitySlot key="s1" index={0} options={secondaries} label={t`First secondary ID`} typeOf={typeOf} />
              <IdentitySlot key="s2" index={1} options={secondaries} label={t`Second secondary ID`} typeOf={typeOf} />
            </>
          )}
        </fieldset>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold text-text">
            {entity === "Indonesian Entity" ? t`Business licence (required)` : t`Identity document (required)`}
          </legend>
          <IdentitySlot index={0} options={[...primaries, ...secondaries]} label={t`Document type`} typeOf={typeOf} />
        </fieldset>
      )}
      {(["MANDATORY", "OPTIONAL"] as const).map((type) => {
        const list = all.filter((d) => d.document_type === type);
        if (list.length === 0) return null;
        return (
          <fieldset key={type} className="flex flex-col gap-4">
            <legend className="mb-1 font-semibold text-text">
              {type === "MANDATORY" ? t`Required documents` : t`Optional documents`}
            </legend>
            {list.map((d) => (
              <UploadSlot
                key={d.document_name}
                label={d.document_name}
                docType={d.document_name}
                current={documents.find((x) => x.document_name === d.document_name)}
                onUploaded={(file) => putNamed(toDoc(d.document_name, type, file))}
                onRemove={() => removeNamed(d.document_name)}
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
