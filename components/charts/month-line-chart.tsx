"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";

type Series = { key: string; label: string; color: string };

/** One line per series, months along the axis; laid out left-to-right (axes overlap in RTL). */
export function MonthLineChart({ data, series }: { data: ({ label: string } & Record<string, number | string>)[]; series: Series[] }) {
  const format = useDateFormatter();
  return (
    <div dir="ltr" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }} />
          <YAxis allowDecimals={false} tickFormatter={(v: number) => format.number(v)} tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }} />
          <Tooltip
            formatter={(v) => (typeof v === "number" ? format.number(v) : v)}
            contentStyle={{ background: "var(--color-card)", border: "1px solid var(--color-border)", borderRadius: 8 }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s) => (
            <Line key={s.key} isAnimationActive={false} type="monotone" dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2.5} dot={{ r: 3 }} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
