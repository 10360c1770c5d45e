/**
 * The escrow writes (issue 17): apart from api.ts, which the escrow balance page (the escrow
 * brand's landing page) imports for its queries, so that page loads no mutation code (issue 19).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateEscrowCustomerBody } from "../../contract/escrow.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { E } from "./api.ts";

export function useCreateEscrowCustomer() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateEscrowCustomerBody, "environment">) =>
      session.http.post(E["escrow_customers.create"].path, { schema: E["escrow_customers.create"].response, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["escrow_customers"] }),
  });
}
