/**
 * A throwaway self-signed certificate for 127.0.0.1 (issue 19, `bench-lighthouse --h2`): browsers
 * speak HTTP/2 only over TLS. Made with the system's `openssl` (EC P-256, one day); the browser
 * measuring the page is told to accept it (`--ignore-certificate-errors`), nothing trusts it.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export function selfSignedCertificate(dir: string): { key: string; cert: string } {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
}
