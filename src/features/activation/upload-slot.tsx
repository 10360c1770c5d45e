/**
 * One document upload of the activation form (spec 001 §5 "Files": 8 MB, JPEG/PNG/PDF, with
 * progress): the design system's FileUpload over the XHR upload, plus the file already saved in
 * the draft (so a reload shows what was uploaded). Upload failures also show a notification
 * (spec 001 §8).
 */
import { useLingui } from "@lingui/react/macro";
import { IconButton } from "../../components/ui/button.tsx";
import { FileUpload } from "../../components/ui/file-upload.tsx";
import { Icon } from "../../components/ui/icons.tsx";
import { toast } from "../../components/ui/toast.tsx";
import type { UploadedFile } from "../../contract/activation.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { uploadBusinessFile } from "./api.ts";
import { useActivationForm } from "./form-context.tsx";

export function UploadSlot({
  label,
  docType,
  current,
  onUploaded,
  onRemove,
  errorMessage,
}: {
  label: string;
  /** The document name sent as doc_type. */
  docType: string;
  /** The file saved in the draft for this slot. */
  current?: { file_name: string } | null;
  onUploaded: (file: UploadedFile) => void;
  onRemove: () => void;
  errorMessage?: string;
}) {
  const { t } = useLingui();
  const session = useSession();
  const { gatewayUrl } = useActivationForm();
  return (
    <div className="flex flex-col gap-2">
      <FileUpload<UploadedFile>
        label={label}
        kind="document"
        upload={(file, onProgress, signal) =>
          uploadBusinessFile(session, gatewayUrl, docType, file, onProgress, signal)
        }
        onUploaded={(_, result) => onUploaded(result)}
        onRemove={(_, result) => {
          if (result) onRemove();
        }}
        onError={(file) => toast.error(t`The upload of ${file.name} failed.`)}
      />
      {current ? (
        <p className="flex items-center gap-2 text-sm text-text">
          <Icon name="success" size={16} className="text-success" />
          <span className="min-w-0 flex-1 truncate">{t`Saved: ${current.file_name}`}</span>
          <IconButton icon="trash" size="sm" label={t`Remove ${current.file_name}`} onPress={onRemove} />
        </p>
      ) : null}
      {errorMessage ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
