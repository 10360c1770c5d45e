/**
 * File upload (spec 000 §5, spec 001 §5, §8 and §9, spec 002 §5): drag and drop or a file
 * button, then checks before anything is sent — the type from the file's first bytes, the size,
 * and for images the pixel size read by decoding the image — then a real progress bar fed by
 * the caller's `upload(file, onProgress, signal)` (e.g. XMLHttpRequest upload progress), with
 * retry and remove. Transport-agnostic: the component never does HTTP itself.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FileTrigger, ProgressBar } from "react-aria-components";
import {
  fileSizeParts,
  needsDimensions,
  problemForErrorCode,
  SNIFF_BYTES,
  sniffType,
  uploadProblem,
} from "../../domain/input/file-content.ts";
import { acceptAttribute, UPLOAD_KINDS, type UploadKind, type UploadProblem } from "../../domain/input/upload.ts";
import { Button, IconButton, Spinner } from "./button.tsx";
import { Icon } from "./icons.tsx";
import { descriptionClass, labelClass } from "./styles.ts";

/** Sends one file; calls `onProgress` as bytes go out; rejects on failure; stops when `signal` aborts. */
export type UploadFunction<R> = (
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) => Promise<R>;

export interface FileUploadProps<R> {
  label: string;
  description?: ReactNode;
  /** `document`: JPEG/PNG/PDF up to 8 MB; `image`: JPEG/PNG up to 1 MB, at least 200×200 px. */
  kind: UploadKind;
  multiple?: boolean;
  upload: UploadFunction<R>;
  onUploaded?: (file: File, result: R) => void;
  onRemove?: (file: File, result: R | undefined) => void;
  /** A failed upload (spec 001 §8: upload failures also show a notification — the caller's toast). */
  onError?: (file: File, error: unknown) => void;
  /** A message for a failed upload; by default gateway upload codes read like the local checks. */
  describeError?: (error: unknown) => ReactNode | undefined;
  isDisabled?: boolean;
}

type ItemStatus = "checking" | "invalid" | "uploading" | "done" | "failed";

interface Item<R> {
  id: number;
  file: File;
  status: ItemStatus;
  progress: number;
  problem?: UploadProblem;
  error?: unknown;
  result?: R;
}

async function readDimensions(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** The problem that keeps `file` from being sent, read from its content. */
export async function inspectFile(file: File, kind: UploadKind): Promise<UploadProblem | null> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return "unreadable";
  }
  const type = sniffType(head);
  const tooBig = file.size > UPLOAD_KINDS[kind].maxBytes;
  const dimensions = needsDimensions(kind, type) && !tooBig ? await readDimensions(file) : undefined;
  return uploadProblem({ size: file.size, type, dimensions }, kind);
}

function errorCodeOf(error: unknown): string | undefined {
  if (error && typeof error === "object" && "error_code" in error && typeof error.error_code === "string") {
    return error.error_code;
  }
  return undefined;
}

let nextId = 1;

export function FileUpload<R>({
  label,
  description,
  kind,
  multiple = false,
  upload,
  onUploaded,
  onRemove,
  onError,
  describeError,
  isDisabled = false,
}: FileUploadProps<R>) {
  const { t } = useLingui();
  const [items, setItems] = useState<Item<R>[]>([]);
  const [isDropTarget, setDropTarget] = useState(false);
  const controllers = useRef(new Map<number, AbortController>());
  const labelId = useId();
  const helpId = useId();

  useEffect(() => {
    const map = controllers.current;
    return () => {
      for (const c of map.values()) c.abort();
    };
  }, []);

  const update = (id: number, patch: Partial<Item<R>>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  async function send(item: Item<R>) {
    controllers.current.get(item.id)?.abort();
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    update(item.id, { status: "uploading", progress: 0, error: undefined });
    try {
      const result = await upload(
        item.file,
        (loaded, total) => {
          if (!controller.signal.aborted) update(item.id, { progress: total > 0 ? Math.min(1, loaded / total) : 0 });
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      update(item.id, { status: "done", progress: 1, result });
      onUploaded?.(item.file, result);
    } catch (error) {
      if (controller.signal.aborted) return;
      update(item.id, { status: "failed", error });
      onError?.(item.file, error);
    } finally {
      if (controllers.current.get(item.id) === controller) controllers.current.delete(item.id);
    }
  }

  async function add(files: File[]) {
    const chosen = multiple ? files : files.slice(0, 1);
    if (chosen.length === 0) return;
    const fresh = chosen.map((file) => ({ id: nextId++, file, status: "checking" as const, progress: 0 }));
    if (!multiple) {
      for (const c of controllers.current.values()) c.abort();
      controllers.current.clear();
    }
    setItems((list) => (multiple ? [...list, ...fresh] : fresh));
    await Promise.all(
      fresh.map(async (item) => {
        const problem = await inspectFile(item.file, kind);
        if (problem) update(item.id, { status: "invalid", problem });
        else await send(item);
      }),
    );
  }

  function remove(item: Item<R>) {
    controllers.current.get(item.id)?.abort();
    controllers.current.delete(item.id);
    setItems((list) => list.filter((i) => i.id !== item.id));
    onRemove?.(item.file, item.result);
  }

  const problemText: Record<UploadProblem, string> =
    kind === "document"
      ? {
          type: t`This file type is not supported. Use a JPEG, PNG or PDF file.`,
          size: t`The file is larger than 8 MB.`,
          dimensions: t`The image must be at least 200×200 px.`,
          unreadable: t`The file could not be read.`,
        }
      : {
          type: t`This image type is not supported. Use a JPEG or PNG image.`,
          size: t`The image is larger than 1 MB.`,
          dimensions: t`The image must be at least 200×200 px.`,
          unreadable: t`The image could not be read.`,
        };
  const rulesText =
    kind === "document" ? t`JPEG, PNG or PDF, up to 8 MB.` : t`JPEG or PNG, up to 1 MB, at least 200×200 px.`;

  function failureText(error: unknown): ReactNode {
    const custom = describeError?.(error);
    if (custom) return custom;
    const problem = problemForErrorCode(errorCodeOf(error));
    return problem ? problemText[problem] : t`The upload failed.`;
  }

  return (
    <div className="flex flex-col gap-2 text-text">
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      {/* Drag and drop is a shortcut for pointer users; the button is the keyboard's way in. */}
      <fieldset
        aria-labelledby={labelId}
        aria-disabled={isDisabled || undefined}
        data-drop-target={isDropTarget || undefined}
        onDragEnter={(event) => {
          if (isDisabled || !event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setDropTarget(true);
        }}
        onDragOver={(event) => {
          if (isDisabled || !event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDropTarget(false);
          if (!isDisabled) void add([...event.dataTransfer.files]);
        }}
        className={`flex flex-col items-center gap-2 rounded-brand border-2 border-dashed px-4 py-6 text-center ${
          isDropTarget ? "border-primary bg-primary/10" : "border-border bg-surface"
        }`}
      >
        <Icon name="upload" size={28} className="text-primary" />
        <span className="text-sm">{multiple ? t`Drag files here or` : t`Drag a file here or`}</span>
        <FileTrigger
          acceptedFileTypes={acceptAttribute(kind).split(",")}
          allowsMultiple={multiple}
          onSelect={(list) => {
            if (list) void add([...list]);
          }}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled} aria-describedby={helpId}>
            {multiple ? t`Choose files` : t`Choose a file`}
          </Button>
        </FileTrigger>
        <span id={helpId} className={descriptionClass}>
          {rulesText}
        </span>
      </fieldset>
      {description ? <span className={descriptionClass}>{description}</span> : null}
      {items.length > 0 ? (
        <ul aria-label={t`Files`} className="flex flex-col gap-2">
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              problemText={item.problem ? problemText[item.problem] : undefined}
              failureText={item.status === "failed" ? failureText(item.error) : undefined}
              onRetry={() => void send(item)}
              onRemove={() => remove(item)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FileRow<R>({
  item,
  problemText,
  failureText,
  onRetry,
  onRemove,
}: {
  item: Item<R>;
  problemText?: string;
  failureText?: ReactNode;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const name = item.file.name;
  const { value, unit } = fileSizeParts(item.file.size);
  const percent = Math.round(item.progress * 100);
  return (
    <li className="flex flex-col gap-2 rounded-brand border border-border bg-surface px-3 py-2">
      <div className="flex items-center gap-3">
        <Icon name="file" className="shrink-0 text-muted" />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium">{name}</span>
          <span className="text-xs text-muted">{`${value} ${unit}`}</span>
        </div>
        {item.status === "failed" ? (
          <Button variant="secondary" size="sm" icon="retry" onPress={onRetry} aria-label={t`Retry ${name}`}>
            {t`Retry`}
          </Button>
        ) : null}
        <IconButton icon="trash" size="sm" label={t`Remove ${name}`} onPress={onRemove} />
      </div>
      {item.status === "checking" ? (
        <span className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t`Checking the file…`}
        </span>
      ) : null}
      {item.status === "uploading" ? (
        <ProgressBar value={percent} aria-label={t`Uploading ${name}`} className="flex flex-col gap-1">
          {({ valueText }) => (
            <>
              <span className="flex justify-between text-xs text-muted">
                <span>{t`Uploading…`}</span>
                <span>{valueText}</span>
              </span>
              <span className="block h-2 overflow-hidden rounded-full bg-background">
                <span
                  className="block h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
                  style={{ width: `${percent}%` }}
                />
              </span>
            </>
          )}
        </ProgressBar>
      ) : null}
      {item.status === "done" ? (
        <span role="status" className="flex items-center gap-2 text-sm text-text">
          <Icon name="success" size={16} className="text-success" />
          {t`Uploaded`}
        </span>
      ) : null}
      {item.status === "invalid" || item.status === "failed" ? (
        <span role="alert" className="flex items-center gap-2 text-sm text-danger">
          <Icon name="error" size={16} className="shrink-0" />
          {problemText ?? failureText}
        </span>
      ) : null}
    </li>
  );
}
