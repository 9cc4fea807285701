"use client";

import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";

const COLORS = ["var(--color-primary)", "var(--color-accent)", "#0ea5e9", "#a855f7", "#f97316", "#14b8a6", "#e11d48", "#64748b"];

/** Shares of a whole (e.g. resources by kind); laid out left-to-right like the line chart. */
export function SharePieChart({ data }: { data: { label: string; value: number }[] }) {
  const format = useDateFormatter();
  return (
    <div dir="ltr" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={data}
            dataKey="value"
            nameKey="label"
            isAnimationActive={false}
            innerRadius="45%"
            outerRadius="80%"
            paddingAngle={data.length > 1 ? 2 : 0}
          >
            {data.map((d, i) => (
              <Cell key={d.label} fill={COLORS[i % COLORS.length]} />
            ))}
          </Pie>
          <Tooltip
            formatter={(v) => (typeof v === "number" ? format.number(v) : v)}
            contentStyle={{ background: "var(--color-card)", border: "1px solid var(--color-border)", borderRadius: 8 }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
