import { LoadingRegion, SkeletonText } from "../components/ui/layout";

/**
 * What a page shows while its route loader still waits on the gateway (after the router's
 * pending delay): skeleton lines in a busy region, inside the frame. Without it a slow page
 * left the content area blank (issue 21: every page's loading state in Storybook).
 */
export function RouteLoadingScreen() {
  return (
    <div className="p-4 sm:p-6">
      <LoadingRegion isLoading>
        <SkeletonText lines={6} />
      </LoadingRegion>
    </div>
  );
}
