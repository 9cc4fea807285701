"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import type { MonthLineChart as Line } from "./month-line-chart";
import type { SharePieChart as Pie } from "./share-pie-chart";

// recharts loads when a chart is about to scroll into view, after the page has painted: the
// dashboard's first load stays without it, and a phone, where the charts sit below the figures,
// draws them only for the admin who scrolls to them. The placeholder has the charts' height, so
// nothing moves when they arrive.
const placeholder = () => <div className="h-64 w-full" />;
const LineChart = dynamic(() => import("./month-line-chart").then((m) => m.MonthLineChart), { ssr: false, loading: placeholder });
const PieChart = dynamic(() => import("./share-pie-chart").then((m) => m.SharePieChart), { ssr: false, loading: placeholder });

function WhenNear({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "200px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref} className="h-64 w-full" />;
}

export function MonthLineChart(props: React.ComponentProps<typeof Line>) {
  return (
    <WhenNear>
      <LineChart {...props} />
    </WhenNear>
  );
}

export function SharePieChart(props: React.ComponentProps<typeof Pie>) {
  return (
    <WhenNear>
      <PieChart {...props} />
    </WhenNear>
  );
}
