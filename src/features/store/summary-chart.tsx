/**
 * The sales summary's chart: daily gross sales (bars) and orders (line). Recharts is imported
 * only here and this module only through `lazy()` on the sales summary page, so no other page
 * (and no bundle without the store) carries the chart library. Colours are the brand's tokens.
 */
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface SalesChartProps {
  data: { date: string; gross_sales: number; orders: number }[];
  label: string;
  salesLabel: string;
  ordersLabel: string;
  formatAmount: (value: number) => string;
}

export default function SalesChart({ data, label, salesLabel, ordersLabel, formatAmount }: SalesChartProps) {
  return (
    <div role="img" aria-label={label} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} stroke="var(--color-muted)" fontSize={12} />
          <YAxis
            yAxisId="sales"
            tickFormatter={(v: number) => formatAmount(v)}
            stroke="var(--color-muted)"
            fontSize={12}
            width={90}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} stroke="var(--color-muted)" fontSize={12} />
          <Tooltip
            formatter={(value, name) => (name === salesLabel ? formatAmount(Number(value)) : String(value))}
            contentStyle={{ background: "var(--color-surface)", borderColor: "var(--color-border)" }}
          />
          <Bar yAxisId="sales" dataKey="gross_sales" name={salesLabel} fill="var(--color-primary)" />
          <Line yAxisId="orders" dataKey="orders" name={ordersLabel} stroke="var(--color-info)" dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
