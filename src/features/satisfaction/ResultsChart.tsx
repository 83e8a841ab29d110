'use client'

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

/** Answers per mark or option of one question, as bars (the admin's survey results). */
export function ResultsChart({ data, label }: { data: { label: string; count: number }[]; label: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <div
        style={{ width: '100%', height: 220 }}
        role="img"
        aria-label={`${label}: ${data.map((entry) => `${entry.label} = ${entry.count}`).join(', ')}`}
      >
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--theme-elevation-150)" />
            <XAxis dataKey="label" tick={{ fill: 'var(--theme-elevation-800)', fontSize: 12 }} interval={0} />
            <YAxis allowDecimals={false} tick={{ fill: 'var(--theme-elevation-800)', fontSize: 12 }} width={36} />
            <Tooltip cursor={{ fill: 'var(--theme-elevation-50)' }} />
            <Bar dataKey="count" name="Answers" fill="#0b5cad" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
