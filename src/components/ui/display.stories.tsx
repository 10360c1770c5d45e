import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { STATUS_FAMILIES, type StatusFamily } from "../../domain/format/status.ts";
import { Button } from "./button.tsx";
import { CountryProvider } from "./country-context.tsx";
import { Amount, Avatar, BusinessCounter, Card, DateText, DescriptionList, UnreadBadge } from "./display.tsx";
import { StatusPill } from "./status-pill.tsx";

const meta = { title: "Data display/Card, badges, avatar, status, amounts" } satisfies Meta;
export default meta;
type Story = StoryObj;

export const CardStory: Story = {
  name: "Card",
  render: () => (
    <Card
      title="Balance"
      actions={
        <Button size="sm" variant="secondary">
          Withdraw
        </Button>
      }
    >
      <p className="text-2xl font-semibold">
        <Amount value={125000000} currency="IDR" />
      </p>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Balance" })).toBeVisible();
    await expect(canvas.getByText(/Rp\s125\.000\.000/)).toBeVisible();
  },
};

export const Counters: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <UnreadBadge count={7} />
      <UnreadBadge count={120} />
      <UnreadBadge count={0} />
      <BusinessCounter count={3} />
      <BusinessCounter count={14} />
    </div>
  ),
  play: async ({ canvas }) => {
    // spec 000 §9: unread 99+ above 99; business counter +N up to 9 then 9+.
    await expect(canvas.getByText("7")).toBeVisible();
    await expect(canvas.getByText("99+")).toBeVisible();
    await expect(canvas.getByText("+3")).toBeVisible();
    await expect(canvas.getByText("9+")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "14 more businesses" })).toBeVisible();
  },
};

const BUSINESSES = ["PT Maju Jaya", "CV Sinar Terang", "Toko Budi", "Koperasi Sejahtera", "Yayasan Harapan"];

export const Avatars: Story = {
  render: () => (
    <ul className="flex gap-2">
      {BUSINESSES.map((name, i) => (
        <li key={name}>
          <Avatar name={name} position={i} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    // spec 000 §9: avatar colours cycle over 4 — the fifth repeats the first.
    const tones = canvas.getAllByRole("img").map((el) => el.getAttribute("data-avatar-tone"));
    await expect(tones).toEqual(["primary", "info", "success", "warning", "primary"]);
    await expect(canvas.getByRole("img", { name: "PT Maju Jaya" })).toHaveTextContent("PM");
  },
};

export const StatusPills: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(Object.keys(STATUS_FAMILIES) as StatusFamily[]).map((family) => (
        <div key={family} className="flex flex-wrap items-center gap-2">
          <span className="w-36 text-sm text-muted">{family}</span>
          {Object.keys(STATUS_FAMILIES[family]).map((status) => (
            <StatusPill key={status} family={family} status={status} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Needs response")[0]).toBeVisible();
    await expect(canvas.queryByText("CALLBACK_URL_NOT_SET")).toBeNull();
  },
};

export const DetailList: Story = {
  render: () => (
    <DescriptionList
      items={[
        { term: "External ID", details: "invoice-2026-0001" },
        { term: "Amount", details: <Amount value={1500.5} currency="PHP" /> },
        { term: "Created", details: <DateText value="2026-03-07T20:30:00Z" withTime timeZone="Asia/Manila" /> },
        { term: "Description", details: "" },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("External ID").nextElementSibling).toHaveTextContent("invoice-2026-0001");
    await expect(canvas.getByText("Description").nextElementSibling).toHaveTextContent("–");
  },
};

export const AmountsAndDatesByCountry: Story = {
  render: () => (
    <table className="text-left">
      <thead>
        <tr>
          <th className="pr-6">Country</th>
          <th className="pr-6">Amount</th>
          <th>Date</th>
        </tr>
      </thead>
      <tbody>
        {(["ID", "PH", "SG"] as const).map((country) => (
          <CountryProvider key={country} country={country}>
            <tr data-country={country}>
              <td className="pr-6">{country}</td>
              <td className="pr-6">
                <Amount value={1234567.89} />
              </td>
              <td>
                <DateText value="2026-03-07T12:00:00Z" timeZone="UTC" />
              </td>
            </tr>
          </CountryProvider>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const row = (c: string) => within(canvasElement.querySelector(`[data-country=${c}]`) as HTMLElement);
    // spec 002 §9 and spec 001 §9.
    await expect(row("ID").getByText(/Rp\s1\.234\.568/)).toBeVisible();
    await expect(row("ID").getByText("07/03/26")).toBeVisible();
    await expect(row("PH").getByText("₱1,234,567.89")).toBeVisible();
    await expect(row("PH").getByText("03/07/26")).toBeVisible();
    await expect(row("SG").getByText("07/03/26")).toBeVisible();
  },
};
