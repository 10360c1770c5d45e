import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { FileUpload, type UploadFunction } from "./file-upload.tsx";
import { expectFocusRing } from "./story-helpers.ts";

/**
 * A stand-in transport for the stories: reports progress in steps like XMLHttpRequest's
 * `upload.onprogress`, honours the abort signal, and fails when the file name says so.
 */
function fakeUpload(stepMs = 40): UploadFunction<{ id: string }> {
  return (file, onProgress, signal) =>
    new Promise((resolve, reject) => {
      let sent = 0;
      const step = Math.max(1, Math.ceil(file.size / 8));
      const timer = setInterval(() => {
        sent = Math.min(file.size, sent + step);
        onProgress(sent, file.size);
        if (sent >= file.size) {
          clearInterval(timer);
          if (file.name.startsWith("fail")) reject({ error_code: "SERVER_ERROR", message: "", retryAfter: null });
          else resolve({ id: `file_${file.name}` });
        }
      }, stepMs);
      signal.addEventListener("abort", () => {
        clearInterval(timer);
        reject(new DOMException("Aborted", "AbortError"));
      });
    });
}

/** Refuses each file's first attempt as the gateway does for an oversized upload, then sends it. */
function failsFirstTime(): UploadFunction<{ id: string }> {
  const tried = new Set<string>();
  const send = fakeUpload(10);
  return async (file, onProgress, signal) => {
    if (!tried.has(file.name)) {
      tried.add(file.name);
      onProgress(10, 100);
      throw { error_code: "UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE", message: "", retryAfter: null };
    }
    return send(file, onProgress, signal);
  };
}

function pdf(name: string, size = 4096): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return new File([bytes], name, { type: "application/pdf" });
}

async function png(name: string, side: number): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (context) context.fillRect(0, 0, side / 2, side / 2);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), "image/png"));
  return new File([blob], name, { type: "image/png" });
}

/** Drags `files` onto the drop zone the way a browser does (dragenter, dragover, drop). */
function dropFiles(root: HTMLElement, files: File[]) {
  const zone = within(root).getByRole("group");
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  for (const type of ["dragenter", "dragover", "drop"]) {
    zone.dispatchEvent(
      new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true, clientX: 10, clientY: 10 }),
    );
  }
}

function fileInput(root: HTMLElement): HTMLInputElement {
  return root.querySelector('input[type="file"]') as HTMLInputElement;
}

interface Args {
  upload: UploadFunction<{ id: string }>;
  onUploaded: (file: File, result: { id: string }) => void;
  onRemove: (file: File, result: { id: string } | undefined) => void;
  onError: (file: File, error: unknown) => void;
}

const meta = {
  title: "Forms/File upload",
  args: { upload: fn(fakeUpload()), onUploaded: fn(), onRemove: fn(), onError: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const DocumentWithProgress: Story = {
  render: (args) => <FileUpload label="Business permit" kind="document" {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Choose a file" }));
    await userEvent.upload(fileInput(canvasElement), pdf("permit.pdf", 40_000));
    const progress = await canvas.findByRole("progressbar", { name: "Uploading permit.pdf" });
    await waitFor(() => expect(Number(progress.getAttribute("aria-valuenow"))).toBeGreaterThan(0));
    await expect(await canvas.findByText("Uploaded", {}, { timeout: 3000 })).toBeVisible();
    await expect(args.onUploaded).toHaveBeenCalledWith(expect.any(File), { id: "file_permit.pdf" });
    await expect(args.upload).toHaveBeenCalledOnce();
  },
};

/** spec 001 §5: the type comes from the content — a text file named .pdf is refused before upload. */
export const WrongContent: Story = {
  render: (args) => <FileUpload label="Business permit" kind="document" {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const fake = new File(["just some text, not a PDF"], "permit.pdf", { type: "application/pdf" });
    await userEvent.upload(fileInput(canvasElement), fake);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This file type is not supported. Use a JPEG, PNG or PDF file.",
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** spec 000 §5, spec 001 §9: documents up to 8,388,608 bytes. */
export const DocumentTooLarge: Story = {
  render: (args) => <FileUpload label="Business permit" kind="document" {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf("scan.pdf", 8_388_609));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The file is larger than 8 MB.");
    await expect(args.upload).not.toHaveBeenCalled();
    // Remove clears the refused file.
    await userEvent.click(canvas.getByRole("button", { name: "Remove scan.pdf" }));
    await expect(canvas.queryByRole("list", { name: "Files" })).toBeNull();
  },
};

/** spec 001 §5: images at least 200×200 px, read from the image itself. */
export const ImageDimensions: Story = {
  render: (args) => <FileUpload label="Business logo" kind="image" multiple {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), [await png("tiny.png", 100), await png("logo.png", 300)]);
    const list = await canvas.findByRole("list", { name: "Files" });
    const tiny = within(list).getByText("tiny.png").closest("li") as HTMLElement;
    await expect(await within(tiny).findByRole("alert")).toHaveTextContent("The image must be at least 200×200 px.");
    const logo = within(list).getByText("logo.png").closest("li") as HTMLElement;
    await expect(await within(logo).findByText("Uploaded", {}, { timeout: 3000 })).toBeVisible();
    await expect(args.upload).toHaveBeenCalledOnce();
  },
};

/** A PDF is a document, not an image (spec 001 §9: images JPEG and PNG), whatever its name says. */
export const ImageRefusesPdfContent: Story = {
  render: (args) => <FileUpload label="Business logo" kind="image" {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute("accept", "image/jpeg,image/png");
    // The picker filters by `accept`; a PDF dressed up as a PNG is still refused by its content.
    const disguised = new File([await pdf("x").arrayBuffer()], "logo.png", { type: "image/png" });
    dropFiles(canvasElement, [disguised]);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This image type is not supported. Use a JPEG or PNG image.",
    );
  },
};

export const FailureAndRetry: Story = {
  args: {
    upload: fn(failsFirstTime()),
  },
  render: (args) => <FileUpload label="Business permit" kind="document" {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf("permit.pdf"));
    // spec 001 §8: UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE reads as the size-limit message.
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The file is larger than 8 MB.");
    await expect(args.onError).toHaveBeenCalledOnce();
    const retry = canvas.getByRole("button", { name: "Retry permit.pdf" });
    retry.focus();
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Tab}");
    await expectFocusRing(retry);
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Uploaded", {}, { timeout: 3000 })).toBeVisible();
    await expect(args.upload).toHaveBeenCalledTimes(2);
  },
};

export const RemoveWhileUploading: Story = {
  args: { upload: fn(fakeUpload(200)) },
  render: (args) => <FileUpload label="Business permit" kind="document" {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf("permit.pdf"));
    await canvas.findByRole("progressbar", { name: "Uploading permit.pdf" });
    const signal = (args.upload as ReturnType<typeof fn>).mock.calls[0]?.[2] as AbortSignal;
    await userEvent.click(canvas.getByRole("button", { name: "Remove permit.pdf" }));
    await expect(signal.aborted).toBe(true);
    await expect(canvas.queryByText("permit.pdf")).toBeNull();
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const DragAndDrop: Story = {
  render: (args) => <FileUpload label="Business permit" kind="document" {...args} />,
  play: async ({ canvas, canvasElement }) => {
    dropFiles(canvasElement, [pdf("dropped.pdf")]);
    await expect(await canvas.findByText("dropped.pdf")).toBeVisible();
    await expect(await canvas.findByText("Uploaded", {}, { timeout: 3000 })).toBeVisible();
  },
};

export const Disabled: Story = {
  render: (args) => <FileUpload label="Business permit" kind="document" isDisabled {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toBeDisabled();
  },
};
