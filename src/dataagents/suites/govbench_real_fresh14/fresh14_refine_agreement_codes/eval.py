#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "respondent", "targets": [["1", "MBSA2"], ["2", "MBSA2"], ["3", "MBSA2"], ["4", "MBSA2"], ["5", "MBSA2"], ["6", "MBSA2"], ["7", "MBSA2"], ["8", "MBSA2"], ["9", "MBSA2"], ["10", "MBSA2"], ["11", "MBSA2"], ["12", "MBSA2"], ["13", "MBSA2"], ["14", "MBSA2"], ["15", "MBSA2"], ["16", "MBSA2"], ["17", "MBSA2"], ["18", "MBSA2"], ["19", "MBSA2"], ["20", "MBSA2"], ["21", "MBSA2"], ["22", "MBSA2"], ["23", "MBSA2"], ["24", "MBSA2"], ["25", "MBSA2"], ["26", "MBSA2"], ["27", "MBSA2"], ["28", "MBSA2"], ["29", "MBSA2"], ["30", "MBSA2"], ["31", "MBSA2"], ["32", "MBSA2"], ["33", "MBSA2"], ["34", "MBSA2"], ["35", "MBSA2"], ["36", "MBSA2"], ["37", "MBSA2"], ["38", "MBSA2"], ["39", "MBSA2"], ["40", "MBSA2"], ["41", "MBSA2"], ["42", "MBSA2"], ["43", "MBSA2"], ["44", "MBSA2"], ["45", "MBSA2"], ["46", "MBSA2"], ["47", "MBSA2"], ["48", "MBSA2"], ["49", "MBSA2"], ["50", "MBSA2"], ["51", "MBSA2"], ["52", "MBSA2"], ["53", "MBSA2"], ["54", "MBSA2"], ["55", "MBSA2"], ["56", "MBSA2"], ["57", "MBSA2"], ["58", "MBSA2"], ["59", "MBSA2"], ["60", "MBSA2"], ["61", "MBSA2"], ["62", "MBSA2"], ["63", "MBSA2"], ["64", "MBSA2"], ["65", "MBSA2"], ["66", "MBSA2"], ["67", "MBSA2"], ["68", "MBSA2"], ["69", "MBSA2"], ["70", "MBSA2"], ["71", "MBSA2"], ["72", "MBSA2"], ["73", "MBSA2"], ["74", "MBSA2"], ["75", "MBSA2"], ["76", "MBSA2"], ["77", "MBSA2"], ["78", "MBSA2"], ["79", "MBSA2"], ["80", "MBSA2"], ["81", "MBSA2"], ["82", "MBSA2"], ["83", "MBSA2"], ["84", "MBSA2"], ["85", "MBSA2"], ["86", "MBSA2"], ["87", "MBSA2"], ["88", "MBSA2"], ["89", "MBSA2"], ["90", "MBSA2"], ["91", "MBSA2"], ["92", "MBSA2"], ["93", "MBSA2"], ["94", "MBSA2"], ["95", "MBSA2"], ["96", "MBSA2"], ["97", "MBSA2"], ["98", "MBSA2"], ["99", "MBSA2"], ["100", "MBSA2"], ["101", "MBSA2"], ["102", "MBSA2"], ["103", "MBSA2"], ["104", "MBSA2"], ["105", "MBSA2"], ["106", "MBSA2"], ["107", "MBSA2"], ["108", "MBSA2"], ["109", "MBSA2"], ["110", "MBSA2"], ["111", "MBSA2"], ["112", "MBSA2"], ["113", "MBSA2"], ["114", "MBSA2"], ["115", "MBSA2"], ["116", "MBSA2"], ["117", "MBSA2"], ["118", "MBSA2"], ["119", "MBSA2"], ["120", "MBSA2"], ["121", "MBSA2"], ["122", "MBSA2"], ["123", "MBSA2"], ["124", "MBSA2"], ["125", "MBSA2"], ["126", "MBSA2"], ["127", "MBSA2"], ["128", "MBSA2"], ["129", "MBSA2"], ["130", "MBSA2"], ["131", "MBSA2"], ["132", "MBSA2"], ["133", "MBSA2"], ["134", "MBSA2"], ["135", "MBSA2"], ["136", "MBSA2"], ["137", "MBSA2"], ["138", "MBSA2"], ["139", "MBSA2"], ["140", "MBSA2"], ["141", "MBSA2"], ["142", "MBSA2"], ["143", "MBSA2"], ["144", "MBSA2"], ["145", "MBSA2"], ["146", "MBSA2"], ["147", "MBSA2"], ["148", "MBSA2"], ["149", "MBSA2"], ["150", "MBSA2"], ["151", "MBSA2"], ["152", "MBSA2"], ["153", "MBSA2"], ["154", "MBSA2"], ["155", "MBSA2"], ["156", "MBSA2"], ["157", "MBSA2"], ["158", "MBSA2"], ["159", "MBSA2"], ["160", "MBSA2"], ["161", "MBSA2"], ["162", "MBSA2"], ["163", "MBSA2"], ["164", "MBSA2"], ["165", "MBSA2"], ["166", "MBSA2"], ["167", "MBSA2"], ["168", "MBSA2"], ["169", "MBSA2"], ["170", "MBSA2"], ["171", "MBSA2"], ["172", "MBSA2"], ["173", "MBSA2"], ["174", "MBSA2"], ["175", "MBSA2"], ["176", "MBSA2"], ["177", "MBSA2"], ["178", "MBSA2"], ["179", "MBSA2"], ["180", "MBSA2"], ["181", "MBSA2"], ["182", "MBSA2"], ["183", "MBSA2"], ["184", "MBSA2"], ["185", "MBSA2"], ["186", "MBSA2"], ["187", "MBSA2"], ["188", "MBSA2"], ["189", "MBSA2"], ["190", "MBSA2"], ["191", "MBSA2"], ["192", "MBSA2"], ["193", "MBSA2"], ["194", "MBSA2"], ["195", "MBSA2"], ["196", "MBSA2"], ["197", "MBSA2"], ["198", "MBSA2"], ["199", "MBSA2"], ["200", "MBSA2"], ["201", "MBSA2"], ["202", "MBSA2"], ["203", "MBSA2"], ["204", "MBSA2"], ["205", "MBSA2"], ["206", "MBSA2"], ["207", "MBSA2"], ["208", "MBSA2"], ["209", "MBSA2"], ["210", "MBSA2"], ["211", "MBSA2"], ["212", "MBSA2"], ["213", "MBSA2"], ["214", "MBSA2"], ["215", "MBSA2"], ["216", "MBSA2"], ["217", "MBSA2"], ["218", "MBSA2"], ["219", "MBSA2"], ["220", "MBSA2"], ["221", "MBSA2"], ["222", "MBSA2"], ["223", "MBSA2"], ["224", "MBSA2"], ["225", "MBSA2"], ["226", "MBSA2"], ["227", "MBSA2"], ["228", "MBSA2"], ["229", "MBSA2"], ["230", "MBSA2"], ["231", "MBSA2"], ["232", "MBSA2"], ["233", "MBSA2"], ["234", "MBSA2"], ["235", "MBSA2"], ["236", "MBSA2"], ["237", "MBSA2"], ["238", "MBSA2"], ["239", "MBSA2"], ["240", "MBSA2"], ["241", "MBSA2"], ["242", "MBSA2"], ["243", "MBSA2"], ["244", "MBSA2"], ["245", "MBSA2"], ["246", "MBSA2"], ["247", "MBSA2"], ["248", "MBSA2"], ["249", "MBSA2"], ["250", "MBSA2"], ["251", "MBSA2"], ["252", "MBSA2"], ["253", "MBSA2"], ["254", "MBSA2"], ["255", "MBSA2"], ["256", "MBSA2"], ["257", "MBSA2"], ["258", "MBSA2"], ["259", "MBSA2"], ["260", "MBSA2"], ["261", "MBSA2"], ["262", "MBSA2"], ["263", "MBSA2"], ["264", "MBSA2"], ["265", "MBSA2"], ["266", "MBSA2"], ["267", "MBSA2"], ["268", "MBSA2"], ["269", "MBSA2"], ["270", "MBSA2"], ["271", "MBSA2"], ["272", "MBSA2"], ["273", "MBSA2"], ["274", "MBSA2"], ["275", "MBSA2"], ["276", "MBSA2"], ["277", "MBSA2"], ["278", "MBSA2"], ["279", "MBSA2"], ["280", "MBSA2"], ["281", "MBSA2"], ["282", "MBSA2"], ["283", "MBSA2"], ["284", "MBSA2"], ["285", "MBSA2"], ["286", "MBSA2"], ["287", "MBSA2"], ["288", "MBSA2"], ["289", "MBSA2"], ["290", "MBSA2"], ["291", "MBSA2"], ["292", "MBSA2"], ["293", "MBSA2"], ["294", "MBSA2"], ["295", "MBSA2"], ["296", "MBSA2"], ["297", "MBSA2"], ["298", "MBSA2"], ["299", "MBSA2"], ["300", "MBSA2"]], "preserve": true, "weight": 1.0}, {"name": "s2_map_values:map_values", "kind": "cells", "key": "respondent", "targets": [["1", "MBSA7"], ["2", "MBSA7"], ["3", "MBSA7"], ["4", "MBSA7"], ["5", "MBSA7"], ["6", "MBSA7"], ["7", "MBSA7"], ["8", "MBSA7"], ["9", "MBSA7"], ["10", "MBSA7"], ["11", "MBSA7"], ["12", "MBSA7"], ["13", "MBSA7"], ["14", "MBSA7"], ["15", "MBSA7"], ["16", "MBSA7"], ["17", "MBSA7"], ["18", "MBSA7"], ["19", "MBSA7"], ["20", "MBSA7"], ["21", "MBSA7"], ["22", "MBSA7"], ["23", "MBSA7"], ["24", "MBSA7"], ["25", "MBSA7"], ["26", "MBSA7"], ["27", "MBSA7"], ["28", "MBSA7"], ["29", "MBSA7"], ["30", "MBSA7"], ["31", "MBSA7"], ["32", "MBSA7"], ["33", "MBSA7"], ["34", "MBSA7"], ["35", "MBSA7"], ["36", "MBSA7"], ["37", "MBSA7"], ["38", "MBSA7"], ["39", "MBSA7"], ["40", "MBSA7"], ["41", "MBSA7"], ["42", "MBSA7"], ["43", "MBSA7"], ["44", "MBSA7"], ["45", "MBSA7"], ["46", "MBSA7"], ["47", "MBSA7"], ["48", "MBSA7"], ["49", "MBSA7"], ["50", "MBSA7"], ["51", "MBSA7"], ["52", "MBSA7"], ["53", "MBSA7"], ["54", "MBSA7"], ["55", "MBSA7"], ["56", "MBSA7"], ["57", "MBSA7"], ["58", "MBSA7"], ["59", "MBSA7"], ["60", "MBSA7"], ["61", "MBSA7"], ["62", "MBSA7"], ["63", "MBSA7"], ["64", "MBSA7"], ["65", "MBSA7"], ["66", "MBSA7"], ["67", "MBSA7"], ["68", "MBSA7"], ["69", "MBSA7"], ["70", "MBSA7"], ["71", "MBSA7"], ["72", "MBSA7"], ["73", "MBSA7"], ["74", "MBSA7"], ["75", "MBSA7"], ["76", "MBSA7"], ["77", "MBSA7"], ["78", "MBSA7"], ["79", "MBSA7"], ["80", "MBSA7"], ["81", "MBSA7"], ["82", "MBSA7"], ["83", "MBSA7"], ["84", "MBSA7"], ["85", "MBSA7"], ["86", "MBSA7"], ["87", "MBSA7"], ["88", "MBSA7"], ["89", "MBSA7"], ["90", "MBSA7"], ["91", "MBSA7"], ["92", "MBSA7"], ["93", "MBSA7"], ["94", "MBSA7"], ["95", "MBSA7"], ["96", "MBSA7"], ["97", "MBSA7"], ["98", "MBSA7"], ["99", "MBSA7"], ["100", "MBSA7"], ["101", "MBSA7"], ["102", "MBSA7"], ["103", "MBSA7"], ["104", "MBSA7"], ["105", "MBSA7"], ["106", "MBSA7"], ["107", "MBSA7"], ["108", "MBSA7"], ["109", "MBSA7"], ["110", "MBSA7"], ["111", "MBSA7"], ["112", "MBSA7"], ["113", "MBSA7"], ["114", "MBSA7"], ["115", "MBSA7"], ["116", "MBSA7"], ["117", "MBSA7"], ["118", "MBSA7"], ["119", "MBSA7"], ["120", "MBSA7"], ["121", "MBSA7"], ["122", "MBSA7"], ["123", "MBSA7"], ["124", "MBSA7"], ["125", "MBSA7"], ["126", "MBSA7"], ["127", "MBSA7"], ["128", "MBSA7"], ["129", "MBSA7"], ["130", "MBSA7"], ["131", "MBSA7"], ["132", "MBSA7"], ["133", "MBSA7"], ["134", "MBSA7"], ["135", "MBSA7"], ["136", "MBSA7"], ["137", "MBSA7"], ["138", "MBSA7"], ["139", "MBSA7"], ["140", "MBSA7"], ["141", "MBSA7"], ["142", "MBSA7"], ["143", "MBSA7"], ["144", "MBSA7"], ["145", "MBSA7"], ["146", "MBSA7"], ["147", "MBSA7"], ["148", "MBSA7"], ["149", "MBSA7"], ["150", "MBSA7"], ["151", "MBSA7"], ["152", "MBSA7"], ["153", "MBSA7"], ["154", "MBSA7"], ["155", "MBSA7"], ["156", "MBSA7"], ["157", "MBSA7"], ["158", "MBSA7"], ["159", "MBSA7"], ["160", "MBSA7"], ["161", "MBSA7"], ["162", "MBSA7"], ["163", "MBSA7"], ["164", "MBSA7"], ["165", "MBSA7"], ["166", "MBSA7"], ["167", "MBSA7"], ["168", "MBSA7"], ["169", "MBSA7"], ["170", "MBSA7"], ["171", "MBSA7"], ["172", "MBSA7"], ["173", "MBSA7"], ["174", "MBSA7"], ["175", "MBSA7"], ["176", "MBSA7"], ["177", "MBSA7"], ["178", "MBSA7"], ["179", "MBSA7"], ["180", "MBSA7"], ["181", "MBSA7"], ["182", "MBSA7"], ["183", "MBSA7"], ["184", "MBSA7"], ["185", "MBSA7"], ["186", "MBSA7"], ["187", "MBSA7"], ["188", "MBSA7"], ["189", "MBSA7"], ["190", "MBSA7"], ["191", "MBSA7"], ["192", "MBSA7"], ["193", "MBSA7"], ["194", "MBSA7"], ["195", "MBSA7"], ["196", "MBSA7"], ["197", "MBSA7"], ["198", "MBSA7"], ["199", "MBSA7"], ["200", "MBSA7"], ["201", "MBSA7"], ["202", "MBSA7"], ["203", "MBSA7"], ["204", "MBSA7"], ["205", "MBSA7"], ["206", "MBSA7"], ["207", "MBSA7"], ["208", "MBSA7"], ["209", "MBSA7"], ["210", "MBSA7"], ["211", "MBSA7"], ["212", "MBSA7"], ["213", "MBSA7"], ["214", "MBSA7"], ["215", "MBSA7"], ["216", "MBSA7"], ["217", "MBSA7"], ["218", "MBSA7"], ["219", "MBSA7"], ["220", "MBSA7"], ["221", "MBSA7"], ["222", "MBSA7"], ["223", "MBSA7"], ["224", "MBSA7"], ["225", "MBSA7"], ["226", "MBSA7"], ["227", "MBSA7"], ["228", "MBSA7"], ["229", "MBSA7"], ["230", "MBSA7"], ["231", "MBSA7"], ["232", "MBSA7"], ["233", "MBSA7"], ["234", "MBSA7"], ["235", "MBSA7"], ["236", "MBSA7"], ["237", "MBSA7"], ["238", "MBSA7"], ["239", "MBSA7"], ["240", "MBSA7"], ["241", "MBSA7"], ["242", "MBSA7"], ["243", "MBSA7"], ["244", "MBSA7"], ["245", "MBSA7"], ["246", "MBSA7"], ["247", "MBSA7"], ["248", "MBSA7"], ["249", "MBSA7"], ["250", "MBSA7"], ["251", "MBSA7"], ["252", "MBSA7"], ["253", "MBSA7"], ["254", "MBSA7"], ["255", "MBSA7"], ["256", "MBSA7"], ["257", "MBSA7"], ["258", "MBSA7"], ["259", "MBSA7"], ["260", "MBSA7"], ["261", "MBSA7"], ["262", "MBSA7"], ["263", "MBSA7"], ["264", "MBSA7"], ["265", "MBSA7"], ["266", "MBSA7"], ["267", "MBSA7"], ["268", "MBSA7"], ["269", "MBSA7"], ["270", "MBSA7"], ["271", "MBSA7"], ["272", "MBSA7"], ["273", "MBSA7"], ["274", "MBSA7"], ["275", "MBSA7"], ["276", "MBSA7"], ["277", "MBSA7"], ["278", "MBSA7"], ["279", "MBSA7"], ["280", "MBSA7"], ["281", "MBSA7"], ["282", "MBSA7"], ["283", "MBSA7"], ["284", "MBSA7"], ["285", "MBSA7"], ["286", "MBSA7"], ["287", "MBSA7"], ["288", "MBSA7"], ["289", "MBSA7"], ["290", "MBSA7"], ["291", "MBSA7"], ["292", "MBSA7"], ["293", "MBSA7"], ["294", "MBSA7"], ["295", "MBSA7"], ["296", "MBSA7"], ["297", "MBSA7"], ["298", "MBSA7"], ["299", "MBSA7"], ["300", "MBSA7"]], "preserve": true, "weight": 1.0}, {"name": "s3_map_values:map_values", "kind": "cells", "key": "respondent", "targets": [["1", "MBSA8"], ["2", "MBSA8"], ["3", "MBSA8"], ["4", "MBSA8"], ["5", "MBSA8"], ["6", "MBSA8"], ["7", "MBSA8"], ["8", "MBSA8"], ["9", "MBSA8"], ["10", "MBSA8"], ["11", "MBSA8"], ["12", "MBSA8"], ["13", "MBSA8"], ["14", "MBSA8"], ["15", "MBSA8"], ["16", "MBSA8"], ["17", "MBSA8"], ["18", "MBSA8"], ["19", "MBSA8"], ["20", "MBSA8"], ["21", "MBSA8"], ["22", "MBSA8"], ["23", "MBSA8"], ["24", "MBSA8"], ["25", "MBSA8"], ["26", "MBSA8"], ["27", "MBSA8"], ["28", "MBSA8"], ["29", "MBSA8"], ["30", "MBSA8"], ["31", "MBSA8"], ["32", "MBSA8"], ["33", "MBSA8"], ["34", "MBSA8"], ["35", "MBSA8"], ["36", "MBSA8"], ["37", "MBSA8"], ["38", "MBSA8"], ["39", "MBSA8"], ["40", "MBSA8"], ["41", "MBSA8"], ["42", "MBSA8"], ["43", "MBSA8"], ["44", "MBSA8"], ["45", "MBSA8"], ["46", "MBSA8"], ["47", "MBSA8"], ["48", "MBSA8"], ["49", "MBSA8"], ["50", "MBSA8"], ["51", "MBSA8"], ["52", "MBSA8"], ["53", "MBSA8"], ["54", "MBSA8"], ["55", "MBSA8"], ["56", "MBSA8"], ["57", "MBSA8"], ["58", "MBSA8"], ["59", "MBSA8"], ["60", "MBSA8"], ["61", "MBSA8"], ["62", "MBSA8"], ["63", "MBSA8"], ["64", "MBSA8"], ["65", "MBSA8"], ["66", "MBSA8"], ["67", "MBSA8"], ["68", "MBSA8"], ["69", "MBSA8"], ["70", "MBSA8"], ["71", "MBSA8"], ["72", "MBSA8"], ["73", "MBSA8"], ["74", "MBSA8"], ["75", "MBSA8"], ["76", "MBSA8"], ["77", "MBSA8"], ["78", "MBSA8"], ["79", "MBSA8"], ["80", "MBSA8"], ["81", "MBSA8"], ["82", "MBSA8"], ["83", "MBSA8"], ["84", "MBSA8"], ["85", "MBSA8"], ["86", "MBSA8"], ["87", "MBSA8"], ["88", "MBSA8"], ["89", "MBSA8"], ["90", "MBSA8"], ["91", "MBSA8"], ["92", "MBSA8"], ["93", "MBSA8"], ["94", "MBSA8"], ["95", "MBSA8"], ["96", "MBSA8"], ["97", "MBSA8"], ["98", "MBSA8"], ["99", "MBSA8"], ["100", "MBSA8"], ["101", "MBSA8"], ["102", "MBSA8"], ["103", "MBSA8"], ["104", "MBSA8"], ["105", "MBSA8"], ["106", "MBSA8"], ["107", "MBSA8"], ["108", "MBSA8"], ["109", "MBSA8"], ["110", "MBSA8"], ["111", "MBSA8"], ["112", "MBSA8"], ["113", "MBSA8"], ["114", "MBSA8"], ["115", "MBSA8"], ["116", "MBSA8"], ["117", "MBSA8"], ["118", "MBSA8"], ["119", "MBSA8"], ["120", "MBSA8"], ["121", "MBSA8"], ["122", "MBSA8"], ["123", "MBSA8"], ["124", "MBSA8"], ["125", "MBSA8"], ["126", "MBSA8"], ["127", "MBSA8"], ["128", "MBSA8"], ["129", "MBSA8"], ["130", "MBSA8"], ["131", "MBSA8"], ["132", "MBSA8"], ["133", "MBSA8"], ["134", "MBSA8"], ["135", "MBSA8"], ["136", "MBSA8"], ["137", "MBSA8"], ["138", "MBSA8"], ["139", "MBSA8"], ["140", "MBSA8"], ["141", "MBSA8"], ["142", "MBSA8"], ["143", "MBSA8"], ["144", "MBSA8"], ["145", "MBSA8"], ["146", "MBSA8"], ["147", "MBSA8"], ["148", "MBSA8"], ["149", "MBSA8"], ["150", "MBSA8"], ["151", "MBSA8"], ["152", "MBSA8"], ["153", "MBSA8"], ["154", "MBSA8"], ["155", "MBSA8"], ["156", "MBSA8"], ["157", "MBSA8"], ["158", "MBSA8"], ["159", "MBSA8"], ["160", "MBSA8"], ["161", "MBSA8"], ["162", "MBSA8"], ["163", "MBSA8"], ["164", "MBSA8"], ["165", "MBSA8"], ["166", "MBSA8"], ["167", "MBSA8"], ["168", "MBSA8"], ["169", "MBSA8"], ["170", "MBSA8"], ["171", "MBSA8"], ["172", "MBSA8"], ["173", "MBSA8"], ["174", "MBSA8"], ["175", "MBSA8"], ["176", "MBSA8"], ["177", "MBSA8"], ["178", "MBSA8"], ["179", "MBSA8"], ["180", "MBSA8"], ["181", "MBSA8"], ["182", "MBSA8"], ["183", "MBSA8"], ["184", "MBSA8"], ["185", "MBSA8"], ["186", "MBSA8"], ["187", "MBSA8"], ["188", "MBSA8"], ["189", "MBSA8"], ["190", "MBSA8"], ["191", "MBSA8"], ["192", "MBSA8"], ["193", "MBSA8"], ["194", "MBSA8"], ["195", "MBSA8"], ["196", "MBSA8"], ["197", "MBSA8"], ["198", "MBSA8"], ["199", "MBSA8"], ["200", "MBSA8"], ["201", "MBSA8"], ["202", "MBSA8"], ["203", "MBSA8"], ["204", "MBSA8"], ["205", "MBSA8"], ["206", "MBSA8"], ["207", "MBSA8"], ["208", "MBSA8"], ["209", "MBSA8"], ["210", "MBSA8"], ["211", "MBSA8"], ["212", "MBSA8"], ["213", "MBSA8"], ["214", "MBSA8"], ["215", "MBSA8"], ["216", "MBSA8"], ["217", "MBSA8"], ["218", "MBSA8"], ["219", "MBSA8"], ["220", "MBSA8"], ["221", "MBSA8"], ["222", "MBSA8"], ["223", "MBSA8"], ["224", "MBSA8"], ["225", "MBSA8"], ["226", "MBSA8"], ["227", "MBSA8"], ["228", "MBSA8"], ["229", "MBSA8"], ["230", "MBSA8"], ["231", "MBSA8"], ["232", "MBSA8"], ["233", "MBSA8"], ["234", "MBSA8"], ["235", "MBSA8"], ["236", "MBSA8"], ["237", "MBSA8"], ["238", "MBSA8"], ["239", "MBSA8"], ["240", "MBSA8"], ["241", "MBSA8"], ["242", "MBSA8"], ["243", "MBSA8"], ["244", "MBSA8"], ["245", "MBSA8"], ["246", "MBSA8"], ["247", "MBSA8"], ["248", "MBSA8"], ["249", "MBSA8"], ["250", "MBSA8"], ["251", "MBSA8"], ["252", "MBSA8"], ["253", "MBSA8"], ["254", "MBSA8"], ["255", "MBSA8"], ["256", "MBSA8"], ["257", "MBSA8"], ["258", "MBSA8"], ["259", "MBSA8"], ["260", "MBSA8"], ["261", "MBSA8"], ["262", "MBSA8"], ["263", "MBSA8"], ["264", "MBSA8"], ["265", "MBSA8"], ["266", "MBSA8"], ["267", "MBSA8"], ["268", "MBSA8"], ["269", "MBSA8"], ["270", "MBSA8"], ["271", "MBSA8"], ["272", "MBSA8"], ["273", "MBSA8"], ["274", "MBSA8"], ["275", "MBSA8"], ["276", "MBSA8"], ["277", "MBSA8"], ["278", "MBSA8"], ["279", "MBSA8"], ["280", "MBSA8"], ["281", "MBSA8"], ["282", "MBSA8"], ["283", "MBSA8"], ["284", "MBSA8"], ["285", "MBSA8"], ["286", "MBSA8"], ["287", "MBSA8"], ["288", "MBSA8"], ["289", "MBSA8"], ["290", "MBSA8"], ["291", "MBSA8"], ["292", "MBSA8"], ["293", "MBSA8"], ["294", "MBSA8"], ["295", "MBSA8"], ["296", "MBSA8"], ["297", "MBSA8"], ["298", "MBSA8"], ["299", "MBSA8"], ["300", "MBSA8"]], "preserve": true, "weight": 1.0}, {"name": "s4_map_values:map_values", "kind": "cells", "key": "respondent", "targets": [["1", "MBSA9"], ["2", "MBSA9"], ["3", "MBSA9"], ["4", "MBSA9"], ["5", "MBSA9"], ["6", "MBSA9"], ["7", "MBSA9"], ["8", "MBSA9"], ["9", "MBSA9"], ["10", "MBSA9"], ["11", "MBSA9"], ["12", "MBSA9"], ["13", "MBSA9"], ["14", "MBSA9"], ["15", "MBSA9"], ["16", "MBSA9"], ["17", "MBSA9"], ["18", "MBSA9"], ["19", "MBSA9"], ["20", "MBSA9"], ["21", "MBSA9"], ["22", "MBSA9"], ["23", "MBSA9"], ["24", "MBSA9"], ["25", "MBSA9"], ["26", "MBSA9"], ["27", "MBSA9"], ["28", "MBSA9"], ["29", "MBSA9"], ["30", "MBSA9"], ["31", "MBSA9"], ["32", "MBSA9"], ["33", "MBSA9"], ["34", "MBSA9"], ["35", "MBSA9"], ["36", "MBSA9"], ["37", "MBSA9"], ["38", "MBSA9"], ["39", "MBSA9"], ["40", "MBSA9"], ["41", "MBSA9"], ["42", "MBSA9"], ["43", "MBSA9"], ["44", "MBSA9"], ["45", "MBSA9"], ["46", "MBSA9"], ["47", "MBSA9"], ["48", "MBSA9"], ["49", "MBSA9"], ["50", "MBSA9"], ["51", "MBSA9"], ["52", "MBSA9"], ["53", "MBSA9"], ["54", "MBSA9"], ["55", "MBSA9"], ["56", "MBSA9"], ["57", "MBSA9"], ["58", "MBSA9"], ["59", "MBSA9"], ["60", "MBSA9"], ["61", "MBSA9"], ["62", "MBSA9"], ["63", "MBSA9"], ["64", "MBSA9"], ["65", "MBSA9"], ["66", "MBSA9"], ["67", "MBSA9"], ["68", "MBSA9"], ["69", "MBSA9"], ["70", "MBSA9"], ["71", "MBSA9"], ["72", "MBSA9"], ["73", "MBSA9"], ["74", "MBSA9"], ["75", "MBSA9"], ["76", "MBSA9"], ["77", "MBSA9"], ["78", "MBSA9"], ["79", "MBSA9"], ["80", "MBSA9"], ["81", "MBSA9"], ["82", "MBSA9"], ["83", "MBSA9"], ["84", "MBSA9"], ["85", "MBSA9"], ["86", "MBSA9"], ["87", "MBSA9"], ["88", "MBSA9"], ["89", "MBSA9"], ["90", "MBSA9"], ["91", "MBSA9"], ["92", "MBSA9"], ["93", "MBSA9"], ["94", "MBSA9"], ["95", "MBSA9"], ["96", "MBSA9"], ["97", "MBSA9"], ["98", "MBSA9"], ["99", "MBSA9"], ["100", "MBSA9"], ["101", "MBSA9"], ["102", "MBSA9"], ["103", "MBSA9"], ["104", "MBSA9"], ["105", "MBSA9"], ["106", "MBSA9"], ["107", "MBSA9"], ["108", "MBSA9"], ["109", "MBSA9"], ["110", "MBSA9"], ["111", "MBSA9"], ["112", "MBSA9"], ["113", "MBSA9"], ["114", "MBSA9"], ["115", "MBSA9"], ["116", "MBSA9"], ["117", "MBSA9"], ["118", "MBSA9"], ["119", "MBSA9"], ["120", "MBSA9"], ["121", "MBSA9"], ["122", "MBSA9"], ["123", "MBSA9"], ["124", "MBSA9"], ["125", "MBSA9"], ["126", "MBSA9"], ["127", "MBSA9"], ["128", "MBSA9"], ["129", "MBSA9"], ["130", "MBSA9"], ["131", "MBSA9"], ["132", "MBSA9"], ["133", "MBSA9"], ["134", "MBSA9"], ["135", "MBSA9"], ["136", "MBSA9"], ["137", "MBSA9"], ["138", "MBSA9"], ["139", "MBSA9"], ["140", "MBSA9"], ["141", "MBSA9"], ["142", "MBSA9"], ["143", "MBSA9"], ["144", "MBSA9"], ["145", "MBSA9"], ["146", "MBSA9"], ["147", "MBSA9"], ["148", "MBSA9"], ["149", "MBSA9"], ["150", "MBSA9"], ["151", "MBSA9"], ["152", "MBSA9"], ["153", "MBSA9"], ["154", "MBSA9"], ["155", "MBSA9"], ["156", "MBSA9"], ["157", "MBSA9"], ["158", "MBSA9"], ["159", "MBSA9"], ["160", "MBSA9"], ["161", "MBSA9"], ["162", "MBSA9"], ["163", "MBSA9"], ["164", "MBSA9"], ["165", "MBSA9"], ["166", "MBSA9"], ["167", "MBSA9"], ["168", "MBSA9"], ["169", "MBSA9"], ["170", "MBSA9"], ["171", "MBSA9"], ["172", "MBSA9"], ["173", "MBSA9"], ["174", "MBSA9"], ["175", "MBSA9"], ["176", "MBSA9"], ["177", "MBSA9"], ["178", "MBSA9"], ["179", "MBSA9"], ["180", "MBSA9"], ["181", "MBSA9"], ["182", "MBSA9"], ["183", "MBSA9"], ["184", "MBSA9"], ["185", "MBSA9"], ["186", "MBSA9"], ["187", "MBSA9"], ["188", "MBSA9"], ["189", "MBSA9"], ["190", "MBSA9"], ["191", "MBSA9"], ["192", "MBSA9"], ["193", "MBSA9"], ["194", "MBSA9"], ["195", "MBSA9"], ["196", "MBSA9"], ["197", "MBSA9"], ["198", "MBSA9"], ["199", "MBSA9"], ["200", "MBSA9"], ["201", "MBSA9"], ["202", "MBSA9"], ["203", "MBSA9"], ["204", "MBSA9"], ["205", "MBSA9"], ["206", "MBSA9"], ["207", "MBSA9"], ["208", "MBSA9"], ["209", "MBSA9"], ["210", "MBSA9"], ["211", "MBSA9"], ["212", "MBSA9"], ["213", "MBSA9"], ["214", "MBSA9"], ["215", "MBSA9"], ["216", "MBSA9"], ["217", "MBSA9"], ["218", "MBSA9"], ["219", "MBSA9"], ["220", "MBSA9"], ["221", "MBSA9"], ["222", "MBSA9"], ["223", "MBSA9"], ["224", "MBSA9"], ["225", "MBSA9"], ["226", "MBSA9"], ["227", "MBSA9"], ["228", "MBSA9"], ["229", "MBSA9"], ["230", "MBSA9"], ["231", "MBSA9"], ["232", "MBSA9"], ["233", "MBSA9"], ["234", "MBSA9"], ["235", "MBSA9"], ["236", "MBSA9"], ["237", "MBSA9"], ["238", "MBSA9"], ["239", "MBSA9"], ["240", "MBSA9"], ["241", "MBSA9"], ["242", "MBSA9"], ["243", "MBSA9"], ["244", "MBSA9"], ["245", "MBSA9"], ["246", "MBSA9"], ["247", "MBSA9"], ["248", "MBSA9"], ["249", "MBSA9"], ["250", "MBSA9"], ["251", "MBSA9"], ["252", "MBSA9"], ["253", "MBSA9"], ["254", "MBSA9"], ["255", "MBSA9"], ["256", "MBSA9"], ["257", "MBSA9"], ["258", "MBSA9"], ["259", "MBSA9"], ["260", "MBSA9"], ["261", "MBSA9"], ["262", "MBSA9"], ["263", "MBSA9"], ["264", "MBSA9"], ["265", "MBSA9"], ["266", "MBSA9"], ["267", "MBSA9"], ["268", "MBSA9"], ["269", "MBSA9"], ["270", "MBSA9"], ["271", "MBSA9"], ["272", "MBSA9"], ["273", "MBSA9"], ["274", "MBSA9"], ["275", "MBSA9"], ["276", "MBSA9"], ["277", "MBSA9"], ["278", "MBSA9"], ["279", "MBSA9"], ["280", "MBSA9"], ["281", "MBSA9"], ["282", "MBSA9"], ["283", "MBSA9"], ["284", "MBSA9"], ["285", "MBSA9"], ["286", "MBSA9"], ["287", "MBSA9"], ["288", "MBSA9"], ["289", "MBSA9"], ["290", "MBSA9"], ["291", "MBSA9"], ["292", "MBSA9"], ["293", "MBSA9"], ["294", "MBSA9"], ["295", "MBSA9"], ["296", "MBSA9"], ["297", "MBSA9"], ["298", "MBSA9"], ["299", "MBSA9"], ["300", "MBSA9"]], "preserve": true, "weight": 1.0}]}""")


def load(path):
    p = path.lower()
    if p.endswith(".jsonl"):
        rows = []
        with open(path, encoding="utf-8-sig") as fh:
            for n, line in enumerate(fh, 1):
                if line.strip():
                    try:
                        rows.append(json.loads(line))
                    except json.JSONDecodeError:
                        print(f"[eval] malformed JSON on line {n}", file=sys.stderr)
        return rows
    if p.endswith(".json"):
        with open(path, encoding="utf-8-sig") as fh:
            data = json.load(fh)
        return data if isinstance(data, list) else [data]
    if p.endswith(".csv") or p.endswith(".tsv"):
        with open(path, encoding="utf-8-sig", newline="") as fh:
            return list(csv.DictReader(fh, delimiter="\t" if p.endswith(".tsv") else ","))
    import pandas as pd

    df = pd.read_parquet(path) if p.endswith(".parquet") else pd.read_excel(path)
    return df.astype(object).where(df.notna(), None).to_dict(orient="records")


def norm(v):
    """Compare values as written data: trimmed text, numbers to 6 significant digits, booleans as 1/0."""
    if v is None:
        return ""
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, (list, dict)):
        return json.dumps(v, sort_keys=True, ensure_ascii=False)
    if isinstance(v, float) and math.isnan(v):
        return ""
    s = str(v).strip()
    low = s.lower()
    if low in ("nan", "none", "null", "nat", "<na>"):
        return ""
    if low in ("true", "false"):
        return "1" if low == "true" else "0"
    try:
        f = float(s)
        if math.isfinite(f) and not (s.startswith("0") and len(s) > 1 and s[1].isdigit()):
            return f"{f:.6g}"
    except ValueError:
        pass
    return s


def ident(row, cols):
    vals = [norm(row.get(c)) for c in cols]
    if len(cols) == 1:
        return vals[0]
    return hashlib.sha1(json.dumps(vals, ensure_ascii=False).encode()).hexdigest()[:16]


def f1(tp, fp, fn):
    if tp == 0:
        return 1.0 if fp == 0 and fn == 0 else 0.0
    p, r = tp / (tp + fp), tp / (tp + fn)
    return 2 * p * r / (p + r)


def score_removal(comp, expected, processed):
    cols = comp["identity"]
    kept_true = Counter(ident(r, cols) for r in expected)
    removed_true = Counter(comp["removed"])
    universe = kept_true + removed_true
    present = Counter(ident(r, cols) for r in processed)
    predicted = Counter({k: max(0, n - present.get(k, 0)) for k, n in universe.items()})
    tp = sum(min(predicted[k], removed_true[k]) for k in predicted)
    fp = sum(predicted.values()) - tp
    fn = sum(removed_true.values()) - tp
    return f1(tp, fp, fn)


def score_cells(comp, expected, processed):
    key = comp["key"]
    exp = {norm(r.get(key)): r for r in expected}
    got = {norm(r.get(key)): r for r in processed}
    tol = comp.get("atol", 1e-4)

    def same(a, b):
        a, b = norm(a), norm(b)
        if a == b:
            return True
        try:
            return abs(float(a) - float(b)) <= tol * max(1.0, abs(float(a)))
        except ValueError:
            return comp.get("case_insensitive", False) and a.lower() == b.lower()

    targets = comp["targets"]  # [[key, column], ...]
    hit = sum(1 for k, c in targets if k in exp and k in got and c in got[k] and same(exp[k].get(c), got[k][c]))
    acc = hit / len(targets) if targets else 1.0
    if not comp.get("preserve", True):
        return acc
    target_set = {(k, c) for k, c in targets}
    total = kept = 0
    for k, row in exp.items():
        for c, v in row.items():
            if (k, c) in target_set:
                continue
            total += 1
            kept += int(k in got and same(v, got[k].get(c)))
    return acc * (kept / total if total else 1.0)


def score_rows(comp, expected, processed):
    cols = comp.get("columns") or (list(expected[0].keys()) if expected else [])
    have = set().union(*[set(r.keys()) for r in processed]) if processed else set()
    missing = [c for c in cols if c not in have]
    if missing:
        print(f"[eval] missing columns: {missing}", file=sys.stderr)
        return 0.0
    e = Counter(tuple(norm(r.get(c)) for c in cols) for r in expected)
    p = Counter(tuple(norm(r.get(c)) for c in cols) for r in processed)
    tp = sum((e & p).values())
    return f1(tp, sum(p.values()) - tp, sum(e.values()) - tp)


def score_labels(comp, expected, processed):
    key, target = comp["key"], comp["target"]
    gold = {norm(r.get(key)): norm(r.get(target)) for r in expected}
    pred = {norm(r.get(key)): norm(r.get(target)) for r in processed}
    labels = sorted(set(gold.values()))
    correct = sum(1 for k, v in gold.items() if pred.get(k) == v)
    f1s = []
    for lab in labels:
        tp = sum(1 for k, v in gold.items() if v == lab and pred.get(k) == lab)
        fp = sum(1 for k, v in pred.items() if v == lab and gold.get(k) not in (None, lab))
        fn = sum(1 for k, v in gold.items() if v == lab and pred.get(k) != lab)
        f1s.append(f1(tp, fp, fn))
    print(f"[eval] accuracy={correct / max(1, len(gold)):.4f} macro_f1={sum(f1s) / max(1, len(f1s)):.4f}",
          file=sys.stderr)
    return correct / len(gold) if gold else 1.0


SCORERS = {"removal": score_removal, "cells": score_cells, "rows": score_rows, "labels": score_labels}


def evaluate(expected_path, processed_path):
    expected, processed = load(expected_path), load(processed_path)
    parts = []
    for comp in CONFIG["components"]:
        s = SCORERS[comp["kind"]](comp, expected, processed)
        parts.append({"name": comp.get("name", comp["kind"]), "score": round(s, 6), "weight": comp.get("weight", 1.0)})
    total = sum(p["weight"] for p in parts)
    score = sum(p["weight"] * p["score"] for p in parts) / total if total else 0.0
    return {"eval_score": round(score, 6), "components": parts}


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--expected", required=True)
    ap.add_argument("--processed", required=True)
    a = ap.parse_args()
    try:
        result = evaluate(a.expected, a.processed)
    except Exception as err:  # unreadable output scores 0, with the reason on stderr
        print(f"[eval] cannot evaluate: {err}", file=sys.stderr)
        result = {"eval_score": 0.0}
    print(json.dumps(result))
