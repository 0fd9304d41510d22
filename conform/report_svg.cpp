// Small inline SVG plots for the HTML report: no script, no external file.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "conform/report.h"

namespace hloref::conform::report_detail {
namespace {

std::string format(const char* f, double v) {
  char buf[48];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

// "0", "1", "2", "4", ... "2^k" for bucket k; "NaN/inf" for the last.
std::string bucketLabel(size_t k, size_t count) {
  if (k + 1 == count) return "NaN/inf";
  if (k == 0) return "0";
  int64_t low = int64_t{1} << (k - 1);
  return low >= 1024 ? "2^" + std::to_string(k - 1) : std::to_string(low);
}

}  // namespace

std::string ulpHistogramSvg(const std::vector<int64_t>& counts) {
  if (counts.empty()) return "";
  // Show buckets up to the last non-empty one (at least 0..8) and the NaN/inf bucket.
  size_t last = 8;
  for (size_t k = 0; k + 1 < counts.size(); ++k)
    if (counts[k]) last = std::max(last, k);
  std::vector<size_t> shown;
  for (size_t k = 0; k <= last && k + 1 < counts.size(); ++k) shown.push_back(k);
  shown.push_back(counts.size() - 1);
  int64_t most = 1;
  for (int64_t c : counts) most = std::max(most, c);
  const double width = 320, height = 150, left = 34, bottom = 30, top = 16;
  double bar = (width - left - 4) / static_cast<double>(shown.size());
  std::ostringstream os;
  os << "<svg class=\"histogram\" width=\"" << width << "\" height=\"" << height
     << "\" font-size=\"9\" font-family=\"sans-serif\"><text x=\"" << left << "\" y=\"10\">elements per distance "
     << "(ulp; log scale)</text>";
  os << "<line x1=\"" << left << "\" y1=\"" << height - bottom << "\" x2=\"" << width - 2 << "\" y2=\""
     << height - bottom << "\" stroke=\"#888\"/>";
  double scale = std::log10(1.0 + static_cast<double>(most));
  for (size_t i = 0; i < shown.size(); ++i) {
    size_t k = shown[i];
    int64_t n = counts[k];
    double h = n ? std::max(1.0, (height - bottom - top) * std::log10(1.0 + static_cast<double>(n)) / scale) : 0;
    double x = left + i * bar;
    const char* fill = k == 0 ? "#4dac26" : k + 1 == counts.size() ? "#7b3294" : k <= 1 ? "#b8e186" : k <= 7 ? "#fdb863" : "#d7191c";
    std::string label = bucketLabel(k, counts.size());
    os << "<rect x=\"" << format("%.1f", x + 1) << "\" y=\"" << format("%.1f", height - bottom - h) << "\" width=\""
       << format("%.1f", bar - 2) << "\" height=\"" << format("%.1f", h) << "\" fill=\"" << fill << "\"><title>"
       << label << (k == 0 || k + 1 == counts.size() ? "" : " ulp and more") << ": " << n << "</title></rect>";
    if (n) os << "<text x=\"" << format("%.1f", x + bar / 2) << "\" y=\"" << format("%.1f", height - bottom - h - 2)
              << "\" text-anchor=\"middle\">" << n << "</text>";
    os << "<text x=\"" << format("%.1f", x + bar / 2) << "\" y=\"" << height - bottom + 10
       << "\" text-anchor=\"middle\">" << (i % 2 == 0 || bar > 22 || k + 1 == counts.size() ? label : "") << "</text>";
  }
  os << "<text x=\"" << left + (width - left) / 2 << "\" y=\"" << height - 4
     << "\" text-anchor=\"middle\">distance (ulp, at least)</text></svg>";
  return os.str();
}

std::string errorScatterSvg(const std::vector<ErrorPoint>& points) {
  if (points.empty()) return "";
  auto lx = [](double v) { return std::log10(std::max(v, 1e-300)); };
  auto ly = [](double v) { return std::isinf(v) ? 1.0 : std::log10(std::max(v, 1e-20)); };
  double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
  for (const ErrorPoint& p : points) {
    x0 = std::min(x0, lx(p.magnitude)), x1 = std::max(x1, lx(p.magnitude));
    y0 = std::min(y0, ly(p.relError)), y1 = std::max(y1, ly(p.relError));
  }
  x0 = std::floor(x0) - 1, x1 = std::ceil(x1) + 1, y0 = std::floor(y0) - 1, y1 = std::ceil(y1) + 1;
  const double width = 320, height = 150, left = 40, bottom = 30, top = 16, right = 6;
  auto px = [&](double v) { return left + (lx(v) - x0) / (x1 - x0) * (width - left - right); };
  auto py = [&](double v) { return height - bottom - (ly(v) - y0) / (y1 - y0) * (height - bottom - top); };
  std::ostringstream os;
  os << "<svg class=\"scatter\" width=\"" << width << "\" height=\"" << height
     << "\" font-size=\"9\" font-family=\"sans-serif\"><text x=\"" << left
     << "\" y=\"10\">relative error against input magnitude</text>";
  os << "<rect x=\"" << left << "\" y=\"" << top << "\" width=\"" << width - left - right << "\" height=\""
     << height - bottom - top << "\" fill=\"none\" stroke=\"#888\"/>";
  // Ticks at every decade, or every few when the range is wide.
  int stepX = std::max(1, static_cast<int>((x1 - x0) / 6)), stepY = std::max(1, static_cast<int>((y1 - y0) / 5));
  for (int d = static_cast<int>(x0); d <= static_cast<int>(x1); d += stepX) {
    double x = left + (d - x0) / (x1 - x0) * (width - left - right);
    os << "<text x=\"" << format("%.1f", x) << "\" y=\"" << height - bottom + 10 << "\" text-anchor=\"middle\">1e" << d
       << "</text>";
  }
  for (int d = static_cast<int>(y0); d <= static_cast<int>(y1); d += stepY) {
    double y = height - bottom - (d - y0) / (y1 - y0) * (height - bottom - top);
    os << "<text x=\"" << left - 3 << "\" y=\"" << format("%.1f", y + 3) << "\" text-anchor=\"end\">1e" << d << "</text>";
  }
  for (const ErrorPoint& p : points)
    os << "<circle cx=\"" << format("%.1f", px(p.magnitude)) << "\" cy=\"" << format("%.1f", py(p.relError))
       << "\" r=\"3\" fill=\"" << p.colour << "\" fill-opacity=\"0.8\"><title>" << xmlEscape(p.title) << ": rel "
       << format("%.3g", p.relError) << ", |input| " << format("%.3g", p.magnitude) << "</title></circle>";
  os << "<text x=\"" << left + (width - left) / 2 << "\" y=\"" << height - 4
     << "\" text-anchor=\"middle\">largest |input| at the element</text></svg>";
  return os.str();
}

}  // namespace hloref::conform::report_detail
