"use client";

import dynamic from "next/dynamic";

// recharts loads after the page has painted: the dashboard's first load stays without it. The
// placeholder has the charts' height, so nothing moves when they arrive.
const placeholder = () => <div className="h-64 w-full" />;
export const MonthLineChart = dynamic(() => import("./month-line-chart").then((m) => m.MonthLineChart), { ssr: false, loading: placeholder });
export const SharePieChart = dynamic(() => import("./share-pie-chart").then((m) => m.SharePieChart), { ssr: false, loading: placeholder });
