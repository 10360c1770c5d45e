import { Trans } from "@lingui/react/macro";
import type { ConfigProblem } from "../lib/runtime-config";
import { buttonClass, FullPageMessage } from "./full-page-message";

/** Shown instead of a blank page when `config.json` is missing or invalid (issue: runtime configuration). */
export function ConfigErrorScreen({ problem }: { problem: ConfigProblem }) {
  return (
    <FullPageMessage
      title={<Trans>The dashboard is not configured</Trans>}
      actions={
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      }
    >
      {problem.kind === "missing" ? (
        <p>
          <Trans>
            The configuration file could not be loaded from <code>{problem.url}</code>. Ask your administrator to deploy
            a config.json beside index.html.
          </Trans>
        </p>
      ) : problem.kind === "not-json" ? (
        <p>
          <Trans>
            The configuration file at <code>{problem.url}</code> is not valid JSON.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              The configuration file at <code>{problem.url}</code> has invalid values:
            </Trans>
          </p>
          <ul className="list-disc pl-5">
            {problem.fields.map((field) => (
              <li key={field}>
                <code>{field}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </FullPageMessage>
  );
}
