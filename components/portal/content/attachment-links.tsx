import { attachmentUrl } from '@/lib/site/address/attachment-url';

type Attachment = { Name: string; Url: string };

/** The 附件下载 links of a detail: each downloads its file from the attachment service under its own name. */
export function AttachmentLinks({ files }: { files: Attachment[] }) {
  return (
    <ul className="list-inside list-disc" data-testid="attachments">
      {files.map((file) => (
        <li key={file.Url}>
          <a href={attachmentUrl(file.Url)} download={file.Name} className="text-primary hover:underline">
            {file.Name}
          </a>
        </li>
      ))}
    </ul>
  );
}
